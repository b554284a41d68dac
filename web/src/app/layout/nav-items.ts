import type { To } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The menu: the home page's sections, then the other pages. Routes still to come are not listed. */
export const navItems: {
  key: 'presentation' | 'skills' | 'companies' | 'documentation' | 'stats' | 'blog' | 'games';
  to: To;
}[] = [
  { key: 'presentation', to: { pathname: paths.home, hash: '#presentation' } },
  { key: 'skills', to: { pathname: paths.home, hash: '#skills' } },
  { key: 'companies', to: { pathname: paths.home, hash: '#companies' } },
  { key: 'documentation', to: { pathname: paths.home, hash: '#documentation' } },
  { key: 'stats', to: { pathname: paths.home, hash: '#stats' } },
  { key: 'blog', to: paths.blog },
  { key: 'games', to: paths.games },
];
