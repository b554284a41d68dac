import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/config/constants';
import { chooseLanguage } from '../language-controller';
import { toLanguageOrDefault } from '../resolve-language';

export function useLanguage() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const setLanguage = useCallback((language: Language) => chooseLanguage(queryClient, language), [queryClient]);
  return { language: toLanguageOrDefault(i18n.resolvedLanguage ?? i18n.language), setLanguage };
}
