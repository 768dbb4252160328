import { appLoaderScript } from './loader';

/**
 * Docusaurus's page template (@docusaurus/core lib/ssg/ssgTemplate.html) with one
 * change: the entry bundles (runtime~main and main) are not `<script src defer>` tags
 * in the head, which the browser fetches before the first paint, but an inline loader
 * at the end of the body that starts them after it. The loader's text is the same on
 * every page of a build, so the CSP needs one more hash (plugins/static-hosting).
 */
export const appAfterPaintTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${appLoaderScript('<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>')}</script>
  </body>
</html>
`;
