import { weldTweet } from '@weld/core';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import { ImageUpload } from '../../../widgets/upload/image-upload';

/** Tweets take up to nine images beside the cover, in a folder of their own. */
const MAX_IMAGES = 9;
const slots: ResourcePageSlots = {
  controls: {
    coverImage: () => <ImageUpload biz="weldtweet" />,
    images: () => <ImageUpload biz="weldtweet" maxCount={MAX_IMAGES} />,
  },
};

/**
 * 推文列表 ('weld/TweetList'): the kit's list over technical bulletins, with a cover and up to nine images.
 * @example pageRegistry['weld/TweetList']
 */
export function TweetPage({ fixed }: { fixed?: Record<string, string> } = {}) {
  return <ResourcePage definition={weldTweet} fixed={fixed} slots={slots} />;
}
