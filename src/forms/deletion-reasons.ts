/** Optional reasons of a data-deletion request (spec §5); empty means none given. */
export const deletionReasons = [
  'no-longer-needed',
  'privacy-concerns',
  'switching-services',
  'too-expensive',
  'other',
] as const;
