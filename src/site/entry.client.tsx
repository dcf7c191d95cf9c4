// Placeholder: replaced by the public-site islands entry.
