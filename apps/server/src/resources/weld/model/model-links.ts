/**
 * Tables whose rows hang on a model node (`column` holds a weld_model id). Deleting a node any of them
 * still points at is refused with `what` (a locale key) named; each weld resource adds its table here.
 */
export const modelLinks: { table: string; column: string; what: string }[] = [
  { table: 'weld_manual_file', column: 'model_id', what: 'server.weldManualFile.linkName' },
  { table: 'weld_tweet', column: 'model_id', what: 'server.weldTweet.linkName' },
  { table: 'weld_message', column: 'model_id', what: 'server.weldMessage.linkName' },
  { table: 'weld_sequence', column: 'model_id', what: 'server.weldSequence.linkName' },
  { table: 'weld_firmware', column: 'model_id', what: 'server.weldFirmware.linkName' },
  { table: 'weld_device', column: 'model_id', what: 'server.weldDevice.linkName' },
  { table: 'weld_project', column: 'model_id', what: 'server.weldProject.linkName' },
  { table: 'weld_manual_user_machine', column: 'model_id', what: 'server.weldManualUser.linkName' },
];
