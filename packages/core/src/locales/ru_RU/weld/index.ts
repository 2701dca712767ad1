import { mergeLocaleParts } from '../../merge';
import { model } from './model';
import { dicts } from './dicts';
import { manual } from './manual';
import { plc } from './plc';
import { tree } from './tree';
import { sequence } from './sequence';
import { firmware } from './firmware';
import { project } from './project';
import { firmwareFiles } from './firmware-files';

/** The welding domain's texts (one part per screen group); the web app loads them with the first weld page. */
export const weld = /* @__PURE__ */ mergeLocaleParts(
  model,
  dicts,
  manual,
  plc,
  tree,
  sequence,
  firmware,
  project,
  firmwareFiles,
);
