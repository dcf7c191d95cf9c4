// Placeholder: replaced by the admin app entry.
