import { readFileSync } from 'node:fs';
import type { SeededAccount } from './accounts';

/** Who can open a route: anyone, a signed-in account, or a signed-in account past the parental gate. */
export type Access = 'public' | 'signedIn' | 'parents';

export interface RouteVisit {
  /** The concrete address to open for an account (signed out: `account` is undefined). */
  url: (account?: SeededAccount) => string;
  /** The level-1 heading that says the screen has loaded (for this account, or signed out). */
  heading: string | ((account?: SeededAccount) => string);
  access: Access;
  /** A public page whose content is the same signed in (only the header differs, and every personal route has it). */
  sameForEveryone?: true;
}

/** Every path of apps/web/src/app/router.tsx, read from its source so a new route needs an entry below. */
export function routerPaths(): string[] {
  const source = readFileSync(new URL('../../../apps/web/src/app/router.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
}

/** Every screen of docs/product.md §2, written as router paths. */
export const productRoutes = [
  '/',
  '/landing',
  '/beta',
  '/beta/friend',
  '/beta/p',
  '/beta/p/vsd/:conversationId?',
  '/beta/p/c',
  '/test',
  '/cards',
  '/card/:id',
  '/generate',
  '/lessons',
  '/learn/:id',
  '/create',
  '/dashboard',
  '/review',
  '/study/learn',
  '/study/test',
  '/features',
  '/pricing',
  '/login',
  '/signup',
  '/payment/success',
  '/membership',
  '/home',
  '/library',
  '/quest/:bookId',
  '/downloads',
  '*',
  // The footer links of docs/product.md §2 and the interview order form.
  '/about',
  '/blog',
  '/careers',
  '/help',
  '/community',
  '/api',
  '/privacy',
  '/terms',
  '/cookies',
];

const fixed = (url: string) => () => url;
const landing = 'Learn anything. Remember it.';

export const routeVisits: Record<string, RouteVisit> = {
  '/': { url: fixed('/'), heading: landing, access: 'public' },
  '/landing': { url: fixed('/landing'), heading: landing, access: 'public' },
  '/login': { url: fixed('/login'), heading: 'Log in to Kurio', access: 'public' },
  '/signup': { url: fixed('/signup'), heading: 'Join Kurio today', access: 'public' },
  '/pricing': { url: fixed('/pricing'), heading: 'Pricing', access: 'public' },
  '/interview-guide': {
    url: fixed('/interview-guide'),
    heading: 'Product manager interview prep guide',
    access: 'public',
  },
  // Signed out there is no checkout to show, so the unknown-checkout message is what a visitor sees.
  '/checkout/test/:checkoutId': {
    url: (account) => account?.checkoutPath ?? '/checkout/test/cs_test_unknown',
    heading: (account) => (account ? 'Test checkout' : 'Checkout not found'),
    access: 'public',
  },
  '/features': { url: fixed('/features'), heading: 'Features', access: 'public', sameForEveryone: true },
  '/about': { url: fixed('/about'), heading: 'About Kurio', access: 'public', sameForEveryone: true },
  '/blog': { url: fixed('/blog'), heading: 'Blog', access: 'public', sameForEveryone: true },
  '/careers': { url: fixed('/careers'), heading: 'Careers', access: 'public', sameForEveryone: true },
  '/help': { url: fixed('/help'), heading: 'Help', access: 'public', sameForEveryone: true },
  '/community': { url: fixed('/community'), heading: 'Community', access: 'public', sameForEveryone: true },
  '/api': { url: fixed('/api'), heading: 'API reference', access: 'public', sameForEveryone: true },
  '/privacy': { url: fixed('/privacy'), heading: 'Privacy', access: 'public', sameForEveryone: true },
  '/terms': { url: fixed('/terms'), heading: 'Terms of use', access: 'public', sameForEveryone: true },
  '/cookies': { url: fixed('/cookies'), heading: 'Cookies', access: 'public', sameForEveryone: true },
  '/payment/success': {
    url: fixed('/payment/success'),
    heading: 'We could not confirm this payment',
    access: 'public',
  },
  '/lessons': { url: fixed('/lessons'), heading: 'The Seven Cures for a Lean Purse', access: 'public' },
  '/test': { url: fixed('/test'), heading: 'Device check', access: 'public', sameForEveryone: true },
  '/kids': {
    url: fixed('/kids'),
    heading: 'A voice friend that turns screen time into talk time',
    access: 'public',
  },
  '/learn/:id': { url: fixed('/learn/1'), heading: 'Start Your Purse to Fattening', access: 'public' },
  '/downloads': { url: fixed('/downloads'), heading: 'Downloads', access: 'public', sameForEveryone: true },
  '*': { url: fixed('/no-such-page'), heading: 'Page not found.', access: 'public' },

  '/membership': { url: fixed('/membership'), heading: 'Membership', access: 'signedIn' },
  '/cards': { url: fixed('/cards'), heading: 'Recent Cards', access: 'signedIn' },
  '/card/:id': {
    url: (account) => `/card/${account?.cardId}`,
    heading: 'Edit card #',
    access: 'signedIn',
  },
  '/generate': { url: fixed('/generate'), heading: 'Generate cards', access: 'signedIn' },
  '/dashboard': { url: fixed('/dashboard'), heading: 'Dashboard', access: 'signedIn' },
  '/review': { url: fixed('/review'), heading: 'Review', access: 'signedIn' },
  '/study/learn': { url: fixed('/study/learn'), heading: 'Learn', access: 'signedIn' },
  '/study/test': { url: fixed('/study/test'), heading: 'Practice test', access: 'signedIn' },
  '/home': { url: fixed('/home'), heading: 'Quest Home', access: 'signedIn' },
  '/library': { url: fixed('/library'), heading: 'Library', access: 'signedIn' },
  '/quest/:bookId': { url: fixed('/quest/peter-rabbit'), heading: 'The Tale of Peter Rabbit', access: 'signedIn' },
  '/checkout/test/portal': { url: fixed('/checkout/test/portal'), heading: 'Manage subscription', access: 'signedIn' },
  '/settings': { url: fixed('/settings'), heading: 'Account settings', access: 'signedIn' },
  '/beta': { url: fixed('/beta'), heading: 'Who do you want to talk to?', access: 'signedIn' },
  '/beta/friend': { url: fixed('/beta/friend'), heading: 'Nova', access: 'signedIn' },
  '/create': { url: fixed('/create'), heading: 'Lesson assistant', access: 'signedIn' },
  '/create/lessons/:id': {
    url: (account) => `/create/lessons/${account?.createdLessonId}`,
    heading: 'Volcano',
    access: 'signedIn',
  },
  '/beta/p': { url: fixed('/beta/p'), heading: 'Chat History', access: 'parents' },
  '/beta/p/vsd/:conversationId?': {
    url: (account) => `/beta/p/vsd/${account?.companionConversationId}`,
    heading: 'Session with Nova',
    access: 'parents',
  },
  '/beta/p/c': { url: fixed('/beta/p/c'), heading: 'Create New Character', access: 'parents' },
};

export const headingOf = (visit: RouteVisit, account?: SeededAccount) =>
  typeof visit.heading === 'string' ? visit.heading : visit.heading(account);
