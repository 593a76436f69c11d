// The whole Mantine stylesheet, loaded with each route (app/router.tsx) rather than before the first paint.
import '@mantine/core/styles.layer.css';
