import { isSafeLink } from '../../../contract/studio/notices';

/** Cases from the OWASP XSS Filter Evasion Cheat Sheet, pushed through rich-text and plain-text fields. */
export const OWASP_HTML_CASES = [
  '<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>',
  'javascript:/*--></title></style></textarea></script></xmp><svg/onload=\'+/"/+/onmouseover=1/+/[*/[]/+alert(42);//\'>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(\'XSS\')>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<svg/onload=alert(\'XSS\')>',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\')">x</a>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<STYLE>@import\'http://xss.rocks/xss.css\';</STYLE>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
];

/** The same sheet's ways of hiding a scheme in a link. */
export const OWASP_LINK_CASES = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/steal',
  '/\\evil.example/steal',
  'https://ok.example/"><script>alert(1)</script>',
];

/** What would run if this HTML reached the DOM: a script-bearing element, an event handler, or a script url. */
export function executableParts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<\s*(script|iframe|object|embed|meta|style|svg|base|form|input|body|link|table[^>]*background)\b/gi)) found.push(match[0]);
  for (const match of html.matchAll(/<[^>]*\son[a-z]+\s*=/gi)) found.push(match[0]);
  for (const match of html.matchAll(/(href|src|background|action|data|style)\s*=\s*["'`]?[^"'`>]*?(javascript|vbscript|data:text|expression\()/gi)) found.push(match[0]);
  return found;
}

/** A link the site may put in an href: none, or http(s) or a path on the site. */
export function isHarmlessLink(link: string | null | undefined): boolean {
  return link === null || link === undefined || link === '' || isSafeLink(link);
}
