// The site's icons are the shared set in src/ui/icons.tsx (one icon API for the site and the admin).
export * from '../../ui/icons';
