import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';

/** After sign-in: back to the page the guard sent the user away from, else / (docs/product.md §4). */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return useCallback(() => navigate(from ?? paths.home, { replace: true }), [navigate, from]);
}
