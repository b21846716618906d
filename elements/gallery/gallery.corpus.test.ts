import './define.js';
import { describeCorpus } from '../../test/corpus/harness.js';
import { galleryCorpus } from '../../test/corpus/gallery.corpus.js';

describeCorpus('gallery', galleryCorpus);
