/** docs/product.md §5 time format (mm:ss), shared with the server. */
export { formatClock as formatDuration } from '@kurio/shared/clock';
