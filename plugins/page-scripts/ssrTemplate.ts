import { appLoaderScript, pageScriptsAttribute } from './loader';

/** The `<link>` tags at the very start of the app's HTML. */
const leadingLinks = /^(?:<link\b[^>]*>)*/;

/**
 * Docusaurus's page template (@docusaurus/core lib/ssg/ssgTemplate.html) with one
 * change: the page's scripts (`it.scripts`: the entry bundles, then the chunks of the
 * page's routes, ./routeModulesManifest.ts) are not `<script src defer>` tags in the
 * head, which the browser fetches before the first paint, but listed on an inline loader
 * at the end of the body that starts them after it. The loader's text is the same on
 * every page of a build, so the CSP needs one more hash (plugins/static-hosting).
 *
 * React's server renderer starts the app's HTML with the resource hints it collects
 * (a `<link rel="preload" as="image">` for each eager image); they go to the head,
 * where hints belong, so that the app's HTML holds exactly what the app renders and
 * hydration has nothing to move out of the way.
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
    <% const resourceHints = it.appHtml.match(${leadingLinks})[0]; %>
    <%~ resourceHints %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml.slice(resourceHints.length) %></div>
    <%~ it.postBodyTags %>
    <script ${pageScriptsAttribute}="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${appLoaderScript()}</script>
  </body>
</html>
`;
