import { DOMParser } from 'linkedom';
import { installHtmlParser, type HtmlParse } from '../../adapters/html/html-sanitizer';

/**
 * Content HTML is cleaned by walking a parsed document (adapters/html/html-sanitizer.ts). The browser
 * parses with its DOMParser; a server render parses with linkedom's, so the page the server sends
 * carries the story's bold words, links and headings rather than its bare text.
 */
export const serverHtmlParse: HtmlParse = (html) => new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html') as unknown as Document;

installHtmlParser(serverHtmlParse);
