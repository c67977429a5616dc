// avsc (Avro) with the schemas in schemas/avro/ (media.avsc by hand, the others written by
// scripts/infer-avro.mjs from the data and committed). Type.forSchema once per data set, then
// type.toBuffer / type.fromBuffer — avsc's documented fast path (it compiles record readers and
// writers with `new Function`). In browsers avsc 5 needs Node's Buffer and util: the bundle uses
// its types-only browser entry with the `buffer` and `util` npm packages (build.mjs).
import avro from 'avsc';
import { dropNulls } from '../equal.mjs';
import media from '../../schemas/avro/media.avsc';
import twitter from '../../schemas/avro/twitter.avsc';
import repos from '../../schemas/avro/repos.avsc';
import citm from '../../schemas/avro/citm.avsc';
import canada from '../../schemas/avro/canada.avsc';

const SCHEMAS = { media, twitter, repos, citm, canada };

export const avsc = {
  name: 'avsc',
  config: 'avsc 5 Type.forSchema(schema) (unions unwrapped: wrapUnions auto), toBuffer/fromBuffer; schemas in ts/bench/schemas/avro',
  equal: 'deep-equal after dropping null-valued keys on both sides: a field absent from some JSON objects is a ["null", T] union and reads back as null',
  create(ds) {
    const type = avro.Type.forSchema(SCHEMAS[ds.name]);
    return {
      encode: (v) => type.toBuffer(v),
      decode: (b) => type.fromBuffer(b),
      normalize: dropNulls,
      expected: dropNulls,
    };
  },
};
