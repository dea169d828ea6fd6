-- Trigram matching for typo- and prefix-tolerant catalogue search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
