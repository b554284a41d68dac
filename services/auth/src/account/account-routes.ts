import type { RouteDefinition } from '@portfolio/kit';
import type { AuthContext } from '../routes/auth-context.ts';
import { emailRoutes } from './email-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { secondFactorRoute } from './second-factor-route.ts';
import { sessionRoutes } from './session-routes.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

/** The account security routes (#21): the sign-in's second step, two-factor, password, email and sessions. */
export const accountRoutes = (context: AuthContext): RouteDefinition[] => [
  secondFactorRoute(context),
  ...twoFactorRoutes(context),
  ...passwordRoutes(context),
  ...emailRoutes(context),
  ...sessionRoutes(context),
];
