export { renderTemplate, placeholdersOf, parseValues, type TemplateValues } from './render-template';
