import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PeriodPicker } from '@/features/admin-analytics/components/period-picker';
import { localToday, periodFromSearch } from '@/features/admin-analytics/period';
import { GamesAdminPage } from '@/features/admin-games/components/games-admin-page';
import { Pager } from '@/features/admin-mail/components/pager';
import { ScreenHeader } from './screen-header';

/**
 * `/admin/games`: the games of `/games`, their settings, what visitors do with them, and their leaderboards. The
 * play statistics' period is picked and kept in the address as on the analytics screen.
 */
export default function GamesScreen() {
  const { t } = useTranslation('admin-games');
  const [search, setSearch] = useSearchParams();
  const { period, preset } = periodFromSearch(search, localToday());
  return (
    <>
      <ScreenHeader title={t('screen.title')} pageTitle={t('meta.title')} intro={t('screen.intro')} />
      <GamesAdminPage
        period={period}
        periodPicker={
          <PeriodPicker
            period={period}
            preset={preset}
            onPreset={(days) => setSearch({ days: String(days) }, { replace: true })}
            onCustom={(custom) => setSearch({ from: custom.from, to: custom.to }, { replace: true })}
          />
        }
        Pager={Pager}
      />
    </>
  );
}
