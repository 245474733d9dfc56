/**
 * The database's limit on an alert's name (saved_alerts_name_check). Apart from the zod rules, so
 * the listings browser (which names a suggested alert) loads no zod.
 */
export const ALERT_NAME_MAX = 60;
