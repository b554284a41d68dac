import { useTranslation } from 'react-i18next';
import { rightToLeftLanguages, type LanguageCode } from '@portfolio/contracts';
import { cn } from '@/lib/cn';
import { cardFor, type CardSource, type CardView, type Network } from '../preview/social-card';

const networkName: Record<Network, string> = { x: 'X', facebook: 'Facebook', linkedin: 'LinkedIn' };

function CardImage({ card }: { card: CardView }) {
  const { t } = useTranslation('admin-seo');
  if (!card.image) return null;
  // The networks crop the image to 1.91 : 1 around its centre.
  return (
    <img
      src={card.image.url}
      alt={card.image.alt || t('preview.imageNoAlt')}
      className="aspect-[1.91/1] w-full object-cover"
    />
  );
}

/** One network's card: X lays the title over a large image; Facebook and LinkedIn put the texts under it. */
function Card({ card, lang }: { card: CardView; lang: LanguageCode }) {
  const { t } = useTranslation('admin-seo');
  const dir = rightToLeftLanguages.includes(lang) ? 'rtl' : 'ltr';
  const overlay = card.network === 'x' && card.large;
  return (
    <figure className="grid content-start gap-2">
      <figcaption className="text-xs font-medium text-muted-foreground">
        {t('preview.card', { network: networkName[card.network] })}
      </figcaption>
      <div
        lang={lang}
        dir={dir}
        data-testid={`card-${card.network}`}
        className={cn('relative overflow-hidden border bg-card', card.network === 'x' ? 'rounded-2xl' : 'rounded-md')}
      >
        <CardImage card={card} />
        {overlay ? (
          <p
            data-testid="card-title"
            className="absolute start-3 bottom-3 max-w-[90%] truncate rounded bg-black/75 px-1.5 py-0.5 text-sm text-white"
          >
            {card.title}
          </p>
        ) : (
          <div className="grid gap-0.5 bg-muted/50 p-3">
            {card.network === 'facebook' && (
              <p dir="ltr" className="truncate text-xs text-muted-foreground">
                {card.host}
              </p>
            )}
            <p data-testid="card-title" className="line-clamp-2 font-semibold">
              {card.title}
            </p>
            {card.description && <p className="line-clamp-2 text-sm text-muted-foreground">{card.description}</p>}
            {card.network !== 'facebook' && (
              <p dir="ltr" className="truncate text-xs text-muted-foreground">
                {card.host}
              </p>
            )}
          </div>
        )}
      </div>
      {overlay && <p className="text-xs text-muted-foreground">{t('preview.from', { host: card.host })}</p>}
    </figure>
  );
}

/** How the page looks shared on X, Facebook and LinkedIn, from what its head will say. */
export function SocialCardPreview({ source, lang }: { source: CardSource; lang: LanguageCode }) {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {(['x', 'facebook', 'linkedin'] as const).map((network) => (
        <Card key={network} card={cardFor(network, source)} lang={lang} />
      ))}
    </div>
  );
}
