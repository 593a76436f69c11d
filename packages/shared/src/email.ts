/** docs/product.md §5 "basic address pattern": no spaces, one @, a dot in the domain part. */
export const basicEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
