/** Every route of the app in one place (docs/product.md §2). */
export const paths = {
  home: '/',
  landing: '/landing',
  login: '/login',
  signup: '/signup',
  membership: '/membership',
  pricing: '/pricing',
  features: '/features',
  paymentSuccess: '/payment/success',
  interviewGuide: '/interview-guide',
  settings: '/settings',
  /** The kids companion (beta): choose a character to talk to. */
  companion: '/beta',
  /** The marketing page for the kids companion, with its waitlist. */
  kidsWaitlist: '/kids',
  companionTalk: '/beta/friend',
  parents: '/beta/p',
  parentsConversation: '/beta/p/vsd',
  addCharacter: '/beta/p/c',
  /** The device check: microphone, speech and sound (the path is the original one). */
  deviceCheck: '/test',
  cards: '/cards',
  card: (id: string | number) => `/card/${id}`,
  generate: '/generate',
  dashboard: '/dashboard',
  review: '/review',
  /** Study modes: Learn and the practice test (results are not reviews). `?deckId=` limits them to a deck. */
  learnMode: '/study/learn',
  practiceTest: '/study/test',
  lessons: '/lessons',
  lesson: (id: string) => `/learn/${id}`,
  lessonCreator: '/create',
  createdLesson: (id: string) => `/create/lessons/${id}`,
  questHome: '/home',
  library: '/library',
  quest: (bookId: string) => `/quest/${bookId}`,
  downloads: '/downloads',
} as const;
