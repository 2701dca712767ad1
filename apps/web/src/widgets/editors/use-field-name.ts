import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The accessible name of an editor: the one given, else the text of the form label pointing at its id
 * (a Form.Item's `<label for>` names only native inputs, not a contenteditable, so it is copied over).
 * Read again when the language changes, as the label's text does.
 * @example const name = useFieldName(id, props['aria-label']); // '内容' inside <Form.Item label="内容">
 */
export function useFieldName(id: string | undefined, given: string | undefined): string | undefined {
  const { i18n } = useTranslation();
  const [label, setLabel] = useState<string>();
  useEffect(() => {
    if (given || !id) return;
    const element = [...document.getElementsByTagName('label')].find((l) => l.htmlFor === id);
    setLabel(element?.textContent?.trim() || undefined);
  }, [id, given, i18n.language]);
  return given ?? label;
}
