// The partial read: one string and one int from the middle of the data, as paths into the JSON
// shape (a number indexes a list). Lazy peers follow the same path through their accessors.
export const PICK_PATHS = {
  media: [['media', 'format'], ['media', 'height']],
  repos: [['repos', 45, 'full_name'], ['repos', 45, 'stargazers_count']],
  twitter: [['statuses', 50, 'user', 'screen_name'], ['statuses', 50, 'user', 'followers_count']],
};

export const PICKS = Object.fromEntries(
  Object.entries(PICK_PATHS).map(([ds, paths]) => [ds, (v) => paths.map((p) => p.reduce((o, k) => o[k], v))]),
);
