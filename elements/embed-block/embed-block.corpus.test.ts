import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { embedCorpus } from '../../test/corpus/embed.corpus.js';

describeCorpus('embed', embedCorpus);
