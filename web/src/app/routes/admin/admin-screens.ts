import {
  Bot,
  ChartColumn,
  FileText,
  Gamepad2,
  Images,
  Inbox,
  LayoutDashboard,
  Mail,
  Newspaper,
  ScrollText,
  SearchCheck,
  Send,
  Signpost,
  UserCog,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { Namespace } from '@/lib/i18n';
import type { AdminDictionary } from '@/locales/admin';
import { UnreadBadge } from '@/features/admin-mail/components/unread-badge';

/** A screen's module, fetched when the screen is first opened: one chunk per screen. */
type Load = () => Promise<{ default: ComponentType }>;

interface ScreenBase {
  load: Load;
  /** The namespaces its texts live in beyond the admin frame's, fetched with its module. */
  texts?: Namespace[];
  /** Screens shown inside this one (its component renders them where it puts an `<Outlet />`). */
  children?: readonly AdminScreen[];
}

/** A screen at its own path, with an entry in the sidebar (text key in `layout`, icon) when it has `nav`. */
export interface PathScreen extends ScreenBase {
  path: string;
  /** `Badge`: a figure shown beside the entry (the inbox's unread count). */
  nav?: { label: keyof AdminDictionary['layout']; Icon: LucideIcon; Badge?: ComponentType };
}

/** The screen shown at its parent's own path. */
export interface IndexScreen extends ScreenBase {
  index: true;
  children?: never;
}

export type AdminScreen = PathScreen | IndexScreen;

/**
 * Every screen behind the sign-in, in sidebar order: the router's routes and the sidebar both come from this list
 * (`screen-routes.tsx`), so a new screen is one entry here. Only screens that work are listed.
 */
export const adminScreens: readonly AdminScreen[] = [
  {
    path: paths.adminDashboard,
    nav: { label: 'dashboard', Icon: LayoutDashboard },
    load: () => import('./dashboard-screen'),
    // Its daily chart is the analytics'.
    texts: ['admin-analytics'],
  },
  {
    path: paths.adminAnalytics,
    nav: { label: 'analytics', Icon: ChartColumn },
    load: () => import('./analytics-screen'),
    texts: ['admin-analytics'],
  },
  {
    path: paths.adminSeo,
    nav: { label: 'seo', Icon: SearchCheck },
    load: () => import('./seo-screen'),
    // The social image is picked in the media library's dialog, whose texts are the library's.
    texts: ['admin-seo', 'admin-media'],
  },
  {
    path: paths.adminSeoManagement,
    nav: { label: 'seoManagement', Icon: Signpost },
    load: () => import('./seo-management-screen'),
    texts: ['admin-seo-management'],
  },
  {
    path: paths.adminLogs,
    nav: { label: 'logs', Icon: ScrollText },
    load: () => import('./logs-screen'),
    texts: ['admin-logs'],
    children: [
      { index: true, load: () => import('./issues-screen') },
      { path: paths.adminLog.pattern, load: () => import('./issue-screen') },
    ],
  },
  {
    path: paths.adminBlog,
    nav: { label: 'blog', Icon: Newspaper },
    load: () => import('./blog-screen'),
    texts: ['admin-blog'],
  },
  {
    // Opened from the blog list, without an entry of its own; the history panel's texts are the blog list's.
    path: paths.adminBlogEdit.pattern,
    load: () => import('./blog-editor-screen'),
    texts: ['admin-editor', 'admin-blog', 'admin-media', 'admin-ai'],
  },
  {
    path: paths.adminContent,
    nav: { label: 'content', Icon: FileText },
    load: () => import('./content-screen'),
    // The preview is the home page's own sections, with their interface texts.
    texts: ['admin-content', 'home'],
  },
  {
    path: paths.adminGames,
    nav: { label: 'games', Icon: Gamepad2 },
    load: () => import('./games-screen'),
    // The period picker is the analytics screen's, the leaderboards' pager the mail screens'.
    texts: ['admin-games', 'admin-analytics', 'admin-mail'],
  },
  {
    path: paths.adminImages,
    nav: { label: 'images', Icon: Images },
    load: () => import('./images-screen'),
    texts: ['admin-media', 'admin-ai'],
  },
  {
    path: paths.adminAiProviders,
    nav: { label: 'aiProviders', Icon: Bot },
    load: () => import('./ai-providers-screen'),
    // The usage log's pager is the mail screens'.
    texts: ['admin-ai', 'admin-mail'],
  },
  {
    path: paths.adminInbox,
    nav: { label: 'inbox', Icon: Inbox, Badge: UnreadBadge },
    load: () => import('./inbox-screen'),
    texts: ['admin-mail'],
    children: [
      { index: true, load: () => import('./messages-screen') },
      { path: paths.adminMessage.pattern, load: () => import('./message-screen') },
    ],
  },
  {
    path: paths.adminNewsletter,
    nav: { label: 'newsletter', Icon: Send },
    load: () => import('./newsletter-screen'),
    texts: ['admin-mail'],
  },
  {
    path: paths.adminSmtp,
    nav: { label: 'smtp', Icon: Mail },
    load: () => import('./smtp-screen'),
    texts: ['admin-mail'],
  },
  {
    path: paths.adminAccount,
    nav: { label: 'account', Icon: UserCog },
    load: () => import('./account-screen'),
    texts: ['admin-account'],
  },
];
