import { createElement } from 'react';
import type { PageEntries } from '../../../kit/pages';

/** The screens this folder offers the menu, by component string. */
export const pages: PageEntries = {
  // the tree's tabs show the manuals', sequences', firmware and tweets' own screens, bound to the chosen node
  'weld/ModelTree': () =>
    Promise.all([
      import('./model-tree-page'),
      import('./related-tabs'),
      import('../manual-file/manual-file-page'),
      import('../sequence/sequence-page'),
      import('../firmware/firmware-page'),
      import('../tweet/tweet-page'),
    ]).then(([tree, tabs, manual, sequence, firmware, tweet]) => {
      const related = {
        weldManualFile: manual.ManualFilePage,
        weldSequence: sequence.SequencePage,
        weldFirmware: firmware.FirmwarePage,
        weldTweet: tweet.TweetPage,
      };
      return {
        default: () =>
          createElement(
            tabs.RelatedPagesContext.Provider,
            { value: related },
            createElement(tree.ModelTreePage),
          ),
      };
    }),
};
