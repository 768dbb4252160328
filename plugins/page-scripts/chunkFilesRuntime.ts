/**
 * The bundler runtime's chunk file names, learnt as the reader heads somewhere instead of
 * shipped whole. The runtime keeps the content hashes of the chunks no route names (the
 * splits the routes share, the components' lazy imports: as many at any size of the
 * site) and the number of buckets of the named chunks (each route's modules, named by
 * Docusaurus's route registry). A chunk the page lists (its loader's attribute, which
 * names each file `<id>.<hash>.js`) is known before the app starts; any other named chunk
 * costs one small JSON fetch, its bucket's, the first time a link to its route is in view,
 * hovered or followed.
 *
 * The buckets are not named by their content, and live outside the hashed assets (so
 * they are revalidated, not cached for a year): an edit to one page changes its chunks'
 * hashes and so a bucket, and a runtime that named the buckets' hashes would change with
 * it, and with it every page's HTML, which names the runtime's file.
 */
import { pageScriptsAttribute } from './loader';

/** A bucket of named chunks: content hash by chunk id, chunk id by chunk name. */
export type ChunkFilesBucket = { i: Record<string, string>; n: Record<string, string> };

/** Where the buckets are written, under the bundle's public path (not under `assets/`). */
export const bucketsFolder = 'chunk-files';

/** Named chunks per bucket, about: a bucket is a few hundred gzip bytes. */
export const chunksPerBucket = 64;

/**
 * The bucket of a chunk id or name (a string hash, the same at build time and in the
 * browser: the runtime is written from this function's own text).
 */
export function bucketOf(key: string, buckets: number): number {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return (hash >>> 0) % buckets;
}

/**
 * Where the build puts the unnamed chunks' hashes after minification. The minifier names
 * variables by how often each character occurs in the code, strings too, and the hashes
 * it would see are the bundler's first ones, which change with any edit (the files are
 * then named by their final content): the runtime would be named anew at every edit.
 */
export const unnamedHashesPlaceholder = '"__chunk_file_hashes__"';

export type ChunkFilesRuntimeInput = {
  /** The chunks' folder under the public path, as `output.chunkFilename` names it. */
  folder: string;
  /**
   * Content hash (as in the file name) of each chunk no route names, or the placeholder
   * the build writes them into once the runtime is minified (`unnamedHashesPlaceholder`).
   */
  unnamed: Record<string, string> | typeof unnamedHashesPlaceholder;
  /** How many buckets the named chunks are in (`<bucket>.json` in the buckets' folder). */
  buckets: number;
};

/**
 * The runtime's chunk file function (`__webpack_require__.u`), its chunk loading entry
 * (`.e`, which first learns an unknown chunk's file) and Docusaurus's chunk asset
 * function (`.gca`, which its `prefetch` calls for a route's chunks by name: the chunk is
 * prefetched here, once, when its file is known, so it returns nothing; as core's
 * `prefetch` does, with a link where the browser supports it, else with a plain GET). Links in view
 * ask for their pages' chunks while the page hydrates; their buckets are fetched once
 * Docusaurus marks the page hydrated (`data-has-hydrated`, which the loader waits for
 * too), and the main thread is idle, at low priority (Chromium serves the page's own
 * requests first), so nothing of another page is fetched before, nor ahead of what the page
 * asks for as it starts (the search page's first answer).
 */
export function chunkFilesRuntime(
  require: string,
  { folder, unnamed, buckets }: ChunkFilesRuntimeInput,
): string {
  return `(function(){
var R=${require},hashes=${unnamed === unnamedHashesPlaceholder ? unnamed : JSON.stringify(unnamed)},names={},buckets=${buckets},pending={},prefetched={};
var bucketOf=${bucketOf.toString()};
function bucket(key,priority){
  var b=bucketOf(String(key),buckets);
  if(!pending[b])pending[b]=fetch(R.p+${JSON.stringify(`${bucketsFolder}/`)}+b+".json",{priority:priority||"high"}).then(function(r){
    if(!r.ok)throw new Error("Chunk files "+b+": "+r.status);
    return r.json();
  }).then(function(j){Object.assign(hashes,j.i);Object.assign(names,j.n)},function(e){delete pending[b];throw e});
  return pending[b];
}
// A Web Worker's runtime has the same module, with no document.
var doc=typeof document==="undefined"?null:document;
var page=doc&&doc.querySelector("script[${pageScriptsAttribute}]");
((page&&page.getAttribute("${pageScriptsAttribute}"))||"").split(" ").forEach(function(url){
  var parts=url.slice(url.lastIndexOf("/")+1).split(".");
  if(parts.length===3&&parts[2]==="js")hashes[parts[0]]=parts[1];
});
R.u=function(id){return ${JSON.stringify(folder)}+id+"."+hashes[id]+".js"};
var ensure=R.e;
R.e=function(id){
  if(R.o(hashes,id)||(R.O&&R.O.j&&R.O.j(id)))return ensure(id);
  return bucket(id).then(function(){return ensure(id)});
};
function idOf(name,priority){
  return R.o(names,name)?Promise.resolve(names[name]):bucket(name,priority).then(function(){return names[name]});
}
var html=doc&&doc.documentElement,waiting=null,linkPrefetch=false;
try{linkPrefetch=document.createElement("link").relList.supports("prefetch")}catch(e){}
function hydrated(){
  if(!html||html.getAttribute("data-has-hydrated")==="true")return Promise.resolve();
  if(!waiting)waiting=new Promise(function(resolve){
    new MutationObserver(function(changes,observer){
      if(html.getAttribute("data-has-hydrated")!=="true")return;
      observer.disconnect();resolve();
    }).observe(html,{attributes:true,attributeFilter:["data-has-hydrated"]});
  });
  return waiting;
}
function idle(){
  return new Promise(function(resolve){
    if(typeof requestIdleCallback==="function")requestIdleCallback(function(){resolve()},{timeout:2000});
    else setTimeout(resolve,200);
  });
}
R.gca=function(name){
  hydrated().then(idle).then(function(){return idOf(name,"low")}).then(function(id){
    if(id===undefined)return;
    return R.o(hashes,id)?id:bucket(id,"low").then(function(){return id});
  }).then(function(id){
    if(id===undefined)return;
    var url=R.p+R.u(id);
    if(prefetched[url])return;
    prefetched[url]=1;
    if(linkPrefetch){
      var link=document.createElement("link");
      link.rel="prefetch";link.href=url;document.head.appendChild(link);
    }else{
      var request=new XMLHttpRequest();request.open("GET",url,true);request.withCredentials=true;request.send(null);
    }
  }).catch(function(){});
};
})();`;
}
