import { useAppStore } from '../../../stores/app-store';

/** Who is learning: a signed-in user (progress on the server) or a visitor (progress on this device). */
export function useLearner() {
  const userId = useAppStore((state) => state.user.id);
  return { userId, signedIn: userId !== '' };
}
