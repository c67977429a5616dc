// The benchmark data sets. The files live in ../shared/data (third-party data, some without a
// licence: read at bench time, never copied into this repository). `fetchText(relPath)` is given by
// the runner: Node reads the file, the browser page fetches it from the local server.

/** Name, file under ../shared/data, and the path of the entry that the partial-read measure reads. */
export const DATASETS = [
  { name: 'media', file: 'jvm-serializers/media.1.json', comments: true },
  { name: 'twitter', file: 'nativejson-benchmark/twitter.json' },
  { name: 'repos', file: 'flatbuffs-github-repos/repos_json.json' },
  { name: 'citm', file: 'nativejson-benchmark/citm_catalog.json' },
  { name: 'canada', file: 'nativejson-benchmark/canada.json' },
];

/** media.1.json has `//` line comments; drop them outside strings (its strings contain no `//`
 *  except in URLs, so a comment is a `//` that follows whitespace or punctuation, not a `:`). */
export function stripLineComments(text) {
  return text
    .split('\n')
    .map((line) => {
      let inString = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (c === '\\' && inString) i++;
        else if (c === '"') inString = !inString;
        else if (!inString && c === '/' && line[i + 1] === '/') return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

export async function loadDatasets(fetchText, only) {
  const out = [];
  for (const d of DATASETS) {
    if (only && !only.includes(d.name)) continue;
    let text = await fetchText(d.file);
    if (d.comments) text = stripLineComments(text);
    const value = JSON.parse(text);
    out.push({ ...d, value, jsonBytes: JSON.stringify(value).length });
  }
  return out;
}
