import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast-store';
import { createArticle } from '../../api/create-article';
import { useAdminLanguage } from '../../hooks/use-admin-language';

/** Creates an empty draft in the administrator's language and opens it in the editor. */
export function NewArticleButton() {
  const { t } = useTranslation('admin-blog');
  const language = useAdminLanguage();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () => createArticle(language),
    onSuccess: (article) => navigate(paths.adminBlogEdit(article.id)),
    onError: () => toast({ variant: 'destructive', title: t('blog.createFailed') }),
  });
  return (
    <Button onClick={() => create.mutate()} disabled={create.isPending}>
      <Plus aria-hidden />
      {create.isPending ? t('blog.creating') : t('blog.newArticle')}
    </Button>
  );
}
