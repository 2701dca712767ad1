import {
  datetime,
  defineResource,
  departPicker,
  image,
  richText,
  switchYN,
  text,
  weldModelPicker,
} from '../../resource';

/**
 * Tweets (推文列表): short technical bulletins per model with a cover and images. Only published ones
 * (`published` Y, `publishTime` set by the server) are shown to readers without the edit right; the HTML
 * body is sanitised on the server.
 */
export const weldTweet = defineResource({
  name: 'weldTweet',
  area: 'weld',
  path: '/weld/tweet',
  table: 'weld_tweet',
  permission: 'weld:tweet',
  dataLog: true,
  fields: {
    modelId: weldModelPicker({ required: true, max: 32, search: 'eq' }),
    title: text({ required: true, max: 200, search: 'like', sort: true }),
    summary: text({ max: 500, multiline: true, list: false }),
    content: richText({ max: 60000, list: false }),
    coverImage: image({ max: 500 }),
    images: image({ max: 2000, list: false }),
    published: switchYN({ required: true, search: 'eq', default: 'N' }),
    publishTime: datetime({ form: false }),
    orgCode: departPicker({ max: 64, search: 'eq', list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
