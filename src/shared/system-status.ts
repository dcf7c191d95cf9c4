/** GET /api/admin/system: what the admin shows about the installation. */
export type SystemStatus = {
  version: string;
  lastBackupAt: string | null;
  /** SMTP is set: each enquiry is e-mailed to the owner. */
  emailAlerts: boolean;
  /** PUBLIC_ORIGIN, the address the site's links and sitemap name (null: not set). */
  publicOrigin: string | null;
};
