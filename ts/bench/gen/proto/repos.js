/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Array = $util.global.Array, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $String = $util.global.String, $Boolean = $util.global.Boolean, $BigInt = $util.global.BigInt;

// Exported root namespace
const $root = $protobuf.roots["repos"] || ($protobuf.roots["repos"] = {});

export const bale = $root.bale = (() => {

    /**
     * Namespace bale.
     * @exports bale
     * @namespace
     */
    const bale = {};

    bale.bench = (function() {

        /**
         * Namespace bench.
         * @memberof bale
         * @namespace
         */
        const bench = {};

        bench.repos = (function() {

            /**
             * Namespace repos.
             * @memberof bale.bench
             * @namespace
             */
            const repos = {};

            repos.ReposList = (function() {

                /**
                 * Properties of a ReposList.
                 * @typedef {Object} bale.bench.repos.ReposList.$Properties
                 * @property {Array.<bale.bench.repos.Repo.$Properties>|null} [repos] ReposList repos
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a ReposList.
                 * @memberof bale.bench.repos
                 * @interface IReposList
                 * @augments bale.bench.repos.ReposList.$Properties
                 * @deprecated Use bale.bench.repos.ReposList.$Properties instead.
                 */

                /**
                 * Shape of a ReposList.
                 * @typedef {bale.bench.repos.ReposList.$Properties} bale.bench.repos.ReposList.$Shape
                 */

                /**
                 * Constructs a new ReposList.
                 * @memberof bale.bench.repos
                 * @classdesc Represents a ReposList.
                 * @constructor
                 * @param {bale.bench.repos.ReposList.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const ReposList = function (properties) {
                    this.repos = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * ReposList repos.
                 * @member {Array.<bale.bench.repos.Repo.$Properties>} repos
                 * @memberof bale.bench.repos.ReposList
                 * @instance
                 */
                ReposList.prototype.repos = $util.emptyArray;

                /**
                 * Creates a new ReposList instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.repos.ReposList
                 * @static
                 * @param {bale.bench.repos.ReposList.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.repos.ReposList} ReposList instance
                 * @type {{
                 *   (properties: bale.bench.repos.ReposList.$Shape): bale.bench.repos.ReposList & bale.bench.repos.ReposList.$Shape;
                 *   (properties?: bale.bench.repos.ReposList.$Properties): bale.bench.repos.ReposList;
                 * }}
                 */
                ReposList.create = function(properties) {
                    return new ReposList(properties);
                };

                /**
                 * Encodes the specified ReposList message. Does not implicitly {@link bale.bench.repos.ReposList.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.repos.ReposList
                 * @static
                 * @param {bale.bench.repos.ReposList.$Properties} message ReposList message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                ReposList.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.repos != null && message.repos.length)
                        for (let i = 0; i < message.repos.length; ++i)
                            $root.bale.bench.repos.Repo.encode(message.repos[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a ReposList message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.repos.ReposList
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.repos.ReposList & bale.bench.repos.ReposList.$Shape} ReposList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                ReposList.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.bale.bench.repos.ReposList();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.repos && message.repos.length))
                                    message.repos = [];
                                message.repos.push($root.bale.bench.repos.Repo.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                /**
                 * Creates a ReposList message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.repos.ReposList
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.repos.ReposList} ReposList
                 */
                ReposList.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.repos.ReposList)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.repos.ReposList: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.repos.ReposList();
                    if (object.repos) {
                        if (!$Array.isArray(object.repos))
                            throw $TypeError(".bale.bench.repos.ReposList.repos: array expected");
                        message.repos = $Array(object.repos.length);
                        for (let i = 0; i < object.repos.length; ++i) {
                            if (!$util.isObject(object.repos[i]))
                                throw $TypeError(".bale.bench.repos.ReposList.repos: object expected");
                            message.repos[i] = $root.bale.bench.repos.Repo.fromObject(object.repos[i], _depth + 1);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a ReposList message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.repos.ReposList
                 * @static
                 * @param {bale.bench.repos.ReposList} message ReposList
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                ReposList.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.repos = [];
                    if (message.repos && message.repos.length) {
                        object.repos = $Array(message.repos.length);
                        for (let j = 0; j < message.repos.length; ++j)
                            object.repos[j] = $root.bale.bench.repos.Repo.toObject(message.repos[j], options, _depth + 1);
                    }
                    return object;
                };

                /**
                 * Converts this ReposList to JSON.
                 * @function toJSON
                 * @memberof bale.bench.repos.ReposList
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                ReposList.prototype.toJSON = function() {
                    return ReposList.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for ReposList
                 * @function getTypeUrl
                 * @memberof bale.bench.repos.ReposList
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                ReposList.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.repos.ReposList";
                };

                return ReposList;
            })();

            repos.Repo = (function() {

                /**
                 * Properties of a Repo.
                 * @typedef {Object} bale.bench.repos.Repo.$Properties
                 * @property {number|null} [id] Repo id
                 * @property {string|null} [name] Repo name
                 * @property {string|null} [full_name] Repo full_name
                 * @property {bale.bench.repos.User.$Properties|null} [owner] Repo owner
                 * @property {boolean|null} ["private"] Repo private
                 * @property {string|null} [html_url] Repo html_url
                 * @property {string|null} [description] Repo description
                 * @property {boolean|null} [fork] Repo fork
                 * @property {string|null} [url] Repo url
                 * @property {string|null} [forks_url] Repo forks_url
                 * @property {string|null} [keys_url] Repo keys_url
                 * @property {string|null} [collaborators_url] Repo collaborators_url
                 * @property {string|null} [teams_url] Repo teams_url
                 * @property {string|null} [hooks_url] Repo hooks_url
                 * @property {string|null} [issue_events_url] Repo issue_events_url
                 * @property {string|null} [events_url] Repo events_url
                 * @property {string|null} [assignees_url] Repo assignees_url
                 * @property {string|null} [branches_url] Repo branches_url
                 * @property {string|null} [tags_url] Repo tags_url
                 * @property {string|null} [blobs_url] Repo blobs_url
                 * @property {string|null} [git_tags_url] Repo git_tags_url
                 * @property {string|null} [git_refs_url] Repo git_refs_url
                 * @property {string|null} [trees_url] Repo trees_url
                 * @property {string|null} [statuses_url] Repo statuses_url
                 * @property {string|null} [languages_url] Repo languages_url
                 * @property {string|null} [stargazers_url] Repo stargazers_url
                 * @property {string|null} [contributors_url] Repo contributors_url
                 * @property {string|null} [subscribers_url] Repo subscribers_url
                 * @property {string|null} [subscription_url] Repo subscription_url
                 * @property {string|null} [commits_url] Repo commits_url
                 * @property {string|null} [git_commits_url] Repo git_commits_url
                 * @property {string|null} [comments_url] Repo comments_url
                 * @property {string|null} [issue_comment_url] Repo issue_comment_url
                 * @property {string|null} [contents_url] Repo contents_url
                 * @property {string|null} [compare_url] Repo compare_url
                 * @property {string|null} [merges_url] Repo merges_url
                 * @property {string|null} [archive_url] Repo archive_url
                 * @property {string|null} [downloads_url] Repo downloads_url
                 * @property {string|null} [issues_url] Repo issues_url
                 * @property {string|null} [pulls_url] Repo pulls_url
                 * @property {string|null} [milestones_url] Repo milestones_url
                 * @property {string|null} [notifications_url] Repo notifications_url
                 * @property {string|null} [labels_url] Repo labels_url
                 * @property {string|null} [releases_url] Repo releases_url
                 * @property {string|null} [created_at] Repo created_at
                 * @property {string|null} [updated_at] Repo updated_at
                 * @property {string|null} [pushed_at] Repo pushed_at
                 * @property {string|null} [git_url] Repo git_url
                 * @property {string|null} [ssh_url] Repo ssh_url
                 * @property {string|null} [clone_url] Repo clone_url
                 * @property {string|null} [svn_url] Repo svn_url
                 * @property {string|null} [homepage] Repo homepage
                 * @property {number|null} [size] Repo size
                 * @property {number|null} [stargazers_count] Repo stargazers_count
                 * @property {number|null} [watchers_count] Repo watchers_count
                 * @property {string|null} [language] Repo language
                 * @property {boolean|null} [has_issues] Repo has_issues
                 * @property {boolean|null} [has_downloads] Repo has_downloads
                 * @property {boolean|null} [has_wiki] Repo has_wiki
                 * @property {boolean|null} [has_pages] Repo has_pages
                 * @property {number|null} [forks_count] Repo forks_count
                 * @property {number|null} [open_issues_count] Repo open_issues_count
                 * @property {number|null} [forks] Repo forks
                 * @property {number|null} [open_issues] Repo open_issues
                 * @property {number|null} [watchers] Repo watchers
                 * @property {string|null} [default_branch] Repo default_branch
                 * @property {string|null} [mirror_url] Repo mirror_url
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Repo.
                 * @memberof bale.bench.repos
                 * @interface IRepo
                 * @augments bale.bench.repos.Repo.$Properties
                 * @deprecated Use bale.bench.repos.Repo.$Properties instead.
                 */

                /**
                 * Shape of a Repo.
                 * @typedef {bale.bench.repos.Repo.$Properties} bale.bench.repos.Repo.$Shape
                 */

                /**
                 * Constructs a new Repo.
                 * @memberof bale.bench.repos
                 * @classdesc Represents a Repo.
                 * @constructor
                 * @param {bale.bench.repos.Repo.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Repo = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Repo id.
                 * @member {number} id
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Repo name.
                 * @member {string} name
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.name = "";

                /**
                 * Repo full_name.
                 * @member {string} full_name
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.full_name = "";

                /**
                 * Repo owner.
                 * @member {bale.bench.repos.User.$Properties|null|undefined} owner
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.owner = null;

                /**
                 * Repo private.
                 * @member {boolean} private
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype["private"] = false;

                /**
                 * Repo html_url.
                 * @member {string} html_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.html_url = "";

                /**
                 * Repo description.
                 * @member {string|null|undefined} description
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.description = null;

                /**
                 * Repo fork.
                 * @member {boolean} fork
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.fork = false;

                /**
                 * Repo url.
                 * @member {string} url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.url = "";

                /**
                 * Repo forks_url.
                 * @member {string} forks_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.forks_url = "";

                /**
                 * Repo keys_url.
                 * @member {string} keys_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.keys_url = "";

                /**
                 * Repo collaborators_url.
                 * @member {string} collaborators_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.collaborators_url = "";

                /**
                 * Repo teams_url.
                 * @member {string} teams_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.teams_url = "";

                /**
                 * Repo hooks_url.
                 * @member {string} hooks_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.hooks_url = "";

                /**
                 * Repo issue_events_url.
                 * @member {string} issue_events_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.issue_events_url = "";

                /**
                 * Repo events_url.
                 * @member {string} events_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.events_url = "";

                /**
                 * Repo assignees_url.
                 * @member {string} assignees_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.assignees_url = "";

                /**
                 * Repo branches_url.
                 * @member {string} branches_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.branches_url = "";

                /**
                 * Repo tags_url.
                 * @member {string} tags_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.tags_url = "";

                /**
                 * Repo blobs_url.
                 * @member {string} blobs_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.blobs_url = "";

                /**
                 * Repo git_tags_url.
                 * @member {string} git_tags_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.git_tags_url = "";

                /**
                 * Repo git_refs_url.
                 * @member {string} git_refs_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.git_refs_url = "";

                /**
                 * Repo trees_url.
                 * @member {string} trees_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.trees_url = "";

                /**
                 * Repo statuses_url.
                 * @member {string} statuses_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.statuses_url = "";

                /**
                 * Repo languages_url.
                 * @member {string} languages_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.languages_url = "";

                /**
                 * Repo stargazers_url.
                 * @member {string} stargazers_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.stargazers_url = "";

                /**
                 * Repo contributors_url.
                 * @member {string} contributors_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.contributors_url = "";

                /**
                 * Repo subscribers_url.
                 * @member {string} subscribers_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.subscribers_url = "";

                /**
                 * Repo subscription_url.
                 * @member {string} subscription_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.subscription_url = "";

                /**
                 * Repo commits_url.
                 * @member {string} commits_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.commits_url = "";

                /**
                 * Repo git_commits_url.
                 * @member {string} git_commits_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.git_commits_url = "";

                /**
                 * Repo comments_url.
                 * @member {string} comments_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.comments_url = "";

                /**
                 * Repo issue_comment_url.
                 * @member {string} issue_comment_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.issue_comment_url = "";

                /**
                 * Repo contents_url.
                 * @member {string} contents_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.contents_url = "";

                /**
                 * Repo compare_url.
                 * @member {string} compare_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.compare_url = "";

                /**
                 * Repo merges_url.
                 * @member {string} merges_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.merges_url = "";

                /**
                 * Repo archive_url.
                 * @member {string} archive_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.archive_url = "";

                /**
                 * Repo downloads_url.
                 * @member {string} downloads_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.downloads_url = "";

                /**
                 * Repo issues_url.
                 * @member {string} issues_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.issues_url = "";

                /**
                 * Repo pulls_url.
                 * @member {string} pulls_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.pulls_url = "";

                /**
                 * Repo milestones_url.
                 * @member {string} milestones_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.milestones_url = "";

                /**
                 * Repo notifications_url.
                 * @member {string} notifications_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.notifications_url = "";

                /**
                 * Repo labels_url.
                 * @member {string} labels_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.labels_url = "";

                /**
                 * Repo releases_url.
                 * @member {string} releases_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.releases_url = "";

                /**
                 * Repo created_at.
                 * @member {string} created_at
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.created_at = "";

                /**
                 * Repo updated_at.
                 * @member {string} updated_at
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.updated_at = "";

                /**
                 * Repo pushed_at.
                 * @member {string} pushed_at
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.pushed_at = "";

                /**
                 * Repo git_url.
                 * @member {string} git_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.git_url = "";

                /**
                 * Repo ssh_url.
                 * @member {string} ssh_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.ssh_url = "";

                /**
                 * Repo clone_url.
                 * @member {string} clone_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.clone_url = "";

                /**
                 * Repo svn_url.
                 * @member {string} svn_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.svn_url = "";

                /**
                 * Repo homepage.
                 * @member {string|null|undefined} homepage
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.homepage = null;

                /**
                 * Repo size.
                 * @member {number} size
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.size = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Repo stargazers_count.
                 * @member {number} stargazers_count
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.stargazers_count = 0;

                /**
                 * Repo watchers_count.
                 * @member {number} watchers_count
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.watchers_count = 0;

                /**
                 * Repo language.
                 * @member {string|null|undefined} language
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.language = null;

                /**
                 * Repo has_issues.
                 * @member {boolean} has_issues
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.has_issues = false;

                /**
                 * Repo has_downloads.
                 * @member {boolean} has_downloads
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.has_downloads = false;

                /**
                 * Repo has_wiki.
                 * @member {boolean} has_wiki
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.has_wiki = false;

                /**
                 * Repo has_pages.
                 * @member {boolean} has_pages
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.has_pages = false;

                /**
                 * Repo forks_count.
                 * @member {number} forks_count
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.forks_count = 0;

                /**
                 * Repo open_issues_count.
                 * @member {number} open_issues_count
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.open_issues_count = 0;

                /**
                 * Repo forks.
                 * @member {number} forks
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.forks = 0;

                /**
                 * Repo open_issues.
                 * @member {number} open_issues
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.open_issues = 0;

                /**
                 * Repo watchers.
                 * @member {number} watchers
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.watchers = 0;

                /**
                 * Repo default_branch.
                 * @member {string} default_branch
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.default_branch = "";

                /**
                 * Repo mirror_url.
                 * @member {string|null|undefined} mirror_url
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 */
                Repo.prototype.mirror_url = null;

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Repo.prototype, "_description", {
                    get: $util.oneOfGetter($oneOfFields = ["description"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Repo.prototype, "_homepage", {
                    get: $util.oneOfGetter($oneOfFields = ["homepage"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Repo.prototype, "_language", {
                    get: $util.oneOfGetter($oneOfFields = ["language"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Repo.prototype, "_mirror_url", {
                    get: $util.oneOfGetter($oneOfFields = ["mirror_url"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new Repo instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.repos.Repo
                 * @static
                 * @param {bale.bench.repos.Repo.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.repos.Repo} Repo instance
                 * @type {{
                 *   (properties: bale.bench.repos.Repo.$Shape): bale.bench.repos.Repo & bale.bench.repos.Repo.$Shape;
                 *   (properties?: bale.bench.repos.Repo.$Properties): bale.bench.repos.Repo;
                 * }}
                 */
                Repo.create = function(properties) {
                    return new Repo(properties);
                };

                /**
                 * Encodes the specified Repo message. Does not implicitly {@link bale.bench.repos.Repo.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.repos.Repo
                 * @static
                 * @param {bale.bench.repos.Repo.$Properties} message Repo message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Repo.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.id);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.name);
                    if (message.full_name != null && $Object.hasOwnProperty.call(message, "full_name") && message.full_name !== "")
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.full_name);
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                        $root.bale.bench.repos.User.encode(message.owner, writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                    if (message["private"] != null && $Object.hasOwnProperty.call(message, "private") && message["private"] !== false)
                        writer.uint32(/* id 5, wireType 0 =*/40).bool(message["private"]);
                    if (message.html_url != null && $Object.hasOwnProperty.call(message, "html_url") && message.html_url !== "")
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.html_url);
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.description);
                    if (message.fork != null && $Object.hasOwnProperty.call(message, "fork") && message.fork !== false)
                        writer.uint32(/* id 8, wireType 0 =*/64).bool(message.fork);
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url") && message.url !== "")
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.url);
                    if (message.forks_url != null && $Object.hasOwnProperty.call(message, "forks_url") && message.forks_url !== "")
                        writer.uint32(/* id 10, wireType 2 =*/82).string(message.forks_url);
                    if (message.keys_url != null && $Object.hasOwnProperty.call(message, "keys_url") && message.keys_url !== "")
                        writer.uint32(/* id 11, wireType 2 =*/90).string(message.keys_url);
                    if (message.collaborators_url != null && $Object.hasOwnProperty.call(message, "collaborators_url") && message.collaborators_url !== "")
                        writer.uint32(/* id 12, wireType 2 =*/98).string(message.collaborators_url);
                    if (message.teams_url != null && $Object.hasOwnProperty.call(message, "teams_url") && message.teams_url !== "")
                        writer.uint32(/* id 13, wireType 2 =*/106).string(message.teams_url);
                    if (message.hooks_url != null && $Object.hasOwnProperty.call(message, "hooks_url") && message.hooks_url !== "")
                        writer.uint32(/* id 14, wireType 2 =*/114).string(message.hooks_url);
                    if (message.issue_events_url != null && $Object.hasOwnProperty.call(message, "issue_events_url") && message.issue_events_url !== "")
                        writer.uint32(/* id 15, wireType 2 =*/122).string(message.issue_events_url);
                    if (message.events_url != null && $Object.hasOwnProperty.call(message, "events_url") && message.events_url !== "")
                        writer.uint32(/* id 16, wireType 2 =*/130).string(message.events_url);
                    if (message.assignees_url != null && $Object.hasOwnProperty.call(message, "assignees_url") && message.assignees_url !== "")
                        writer.uint32(/* id 17, wireType 2 =*/138).string(message.assignees_url);
                    if (message.branches_url != null && $Object.hasOwnProperty.call(message, "branches_url") && message.branches_url !== "")
                        writer.uint32(/* id 18, wireType 2 =*/146).string(message.branches_url);
                    if (message.tags_url != null && $Object.hasOwnProperty.call(message, "tags_url") && message.tags_url !== "")
                        writer.uint32(/* id 19, wireType 2 =*/154).string(message.tags_url);
                    if (message.blobs_url != null && $Object.hasOwnProperty.call(message, "blobs_url") && message.blobs_url !== "")
                        writer.uint32(/* id 20, wireType 2 =*/162).string(message.blobs_url);
                    if (message.git_tags_url != null && $Object.hasOwnProperty.call(message, "git_tags_url") && message.git_tags_url !== "")
                        writer.uint32(/* id 21, wireType 2 =*/170).string(message.git_tags_url);
                    if (message.git_refs_url != null && $Object.hasOwnProperty.call(message, "git_refs_url") && message.git_refs_url !== "")
                        writer.uint32(/* id 22, wireType 2 =*/178).string(message.git_refs_url);
                    if (message.trees_url != null && $Object.hasOwnProperty.call(message, "trees_url") && message.trees_url !== "")
                        writer.uint32(/* id 23, wireType 2 =*/186).string(message.trees_url);
                    if (message.statuses_url != null && $Object.hasOwnProperty.call(message, "statuses_url") && message.statuses_url !== "")
                        writer.uint32(/* id 24, wireType 2 =*/194).string(message.statuses_url);
                    if (message.languages_url != null && $Object.hasOwnProperty.call(message, "languages_url") && message.languages_url !== "")
                        writer.uint32(/* id 25, wireType 2 =*/202).string(message.languages_url);
                    if (message.stargazers_url != null && $Object.hasOwnProperty.call(message, "stargazers_url") && message.stargazers_url !== "")
                        writer.uint32(/* id 26, wireType 2 =*/210).string(message.stargazers_url);
                    if (message.contributors_url != null && $Object.hasOwnProperty.call(message, "contributors_url") && message.contributors_url !== "")
                        writer.uint32(/* id 27, wireType 2 =*/218).string(message.contributors_url);
                    if (message.subscribers_url != null && $Object.hasOwnProperty.call(message, "subscribers_url") && message.subscribers_url !== "")
                        writer.uint32(/* id 28, wireType 2 =*/226).string(message.subscribers_url);
                    if (message.subscription_url != null && $Object.hasOwnProperty.call(message, "subscription_url") && message.subscription_url !== "")
                        writer.uint32(/* id 29, wireType 2 =*/234).string(message.subscription_url);
                    if (message.commits_url != null && $Object.hasOwnProperty.call(message, "commits_url") && message.commits_url !== "")
                        writer.uint32(/* id 30, wireType 2 =*/242).string(message.commits_url);
                    if (message.git_commits_url != null && $Object.hasOwnProperty.call(message, "git_commits_url") && message.git_commits_url !== "")
                        writer.uint32(/* id 31, wireType 2 =*/250).string(message.git_commits_url);
                    if (message.comments_url != null && $Object.hasOwnProperty.call(message, "comments_url") && message.comments_url !== "")
                        writer.uint32(/* id 32, wireType 2 =*/258).string(message.comments_url);
                    if (message.issue_comment_url != null && $Object.hasOwnProperty.call(message, "issue_comment_url") && message.issue_comment_url !== "")
                        writer.uint32(/* id 33, wireType 2 =*/266).string(message.issue_comment_url);
                    if (message.contents_url != null && $Object.hasOwnProperty.call(message, "contents_url") && message.contents_url !== "")
                        writer.uint32(/* id 34, wireType 2 =*/274).string(message.contents_url);
                    if (message.compare_url != null && $Object.hasOwnProperty.call(message, "compare_url") && message.compare_url !== "")
                        writer.uint32(/* id 35, wireType 2 =*/282).string(message.compare_url);
                    if (message.merges_url != null && $Object.hasOwnProperty.call(message, "merges_url") && message.merges_url !== "")
                        writer.uint32(/* id 36, wireType 2 =*/290).string(message.merges_url);
                    if (message.archive_url != null && $Object.hasOwnProperty.call(message, "archive_url") && message.archive_url !== "")
                        writer.uint32(/* id 37, wireType 2 =*/298).string(message.archive_url);
                    if (message.downloads_url != null && $Object.hasOwnProperty.call(message, "downloads_url") && message.downloads_url !== "")
                        writer.uint32(/* id 38, wireType 2 =*/306).string(message.downloads_url);
                    if (message.issues_url != null && $Object.hasOwnProperty.call(message, "issues_url") && message.issues_url !== "")
                        writer.uint32(/* id 39, wireType 2 =*/314).string(message.issues_url);
                    if (message.pulls_url != null && $Object.hasOwnProperty.call(message, "pulls_url") && message.pulls_url !== "")
                        writer.uint32(/* id 40, wireType 2 =*/322).string(message.pulls_url);
                    if (message.milestones_url != null && $Object.hasOwnProperty.call(message, "milestones_url") && message.milestones_url !== "")
                        writer.uint32(/* id 41, wireType 2 =*/330).string(message.milestones_url);
                    if (message.notifications_url != null && $Object.hasOwnProperty.call(message, "notifications_url") && message.notifications_url !== "")
                        writer.uint32(/* id 42, wireType 2 =*/338).string(message.notifications_url);
                    if (message.labels_url != null && $Object.hasOwnProperty.call(message, "labels_url") && message.labels_url !== "")
                        writer.uint32(/* id 43, wireType 2 =*/346).string(message.labels_url);
                    if (message.releases_url != null && $Object.hasOwnProperty.call(message, "releases_url") && message.releases_url !== "")
                        writer.uint32(/* id 44, wireType 2 =*/354).string(message.releases_url);
                    if (message.created_at != null && $Object.hasOwnProperty.call(message, "created_at") && message.created_at !== "")
                        writer.uint32(/* id 45, wireType 2 =*/362).string(message.created_at);
                    if (message.updated_at != null && $Object.hasOwnProperty.call(message, "updated_at") && message.updated_at !== "")
                        writer.uint32(/* id 46, wireType 2 =*/370).string(message.updated_at);
                    if (message.pushed_at != null && $Object.hasOwnProperty.call(message, "pushed_at") && message.pushed_at !== "")
                        writer.uint32(/* id 47, wireType 2 =*/378).string(message.pushed_at);
                    if (message.git_url != null && $Object.hasOwnProperty.call(message, "git_url") && message.git_url !== "")
                        writer.uint32(/* id 48, wireType 2 =*/386).string(message.git_url);
                    if (message.ssh_url != null && $Object.hasOwnProperty.call(message, "ssh_url") && message.ssh_url !== "")
                        writer.uint32(/* id 49, wireType 2 =*/394).string(message.ssh_url);
                    if (message.clone_url != null && $Object.hasOwnProperty.call(message, "clone_url") && message.clone_url !== "")
                        writer.uint32(/* id 50, wireType 2 =*/402).string(message.clone_url);
                    if (message.svn_url != null && $Object.hasOwnProperty.call(message, "svn_url") && message.svn_url !== "")
                        writer.uint32(/* id 51, wireType 2 =*/410).string(message.svn_url);
                    if (message.homepage != null && $Object.hasOwnProperty.call(message, "homepage"))
                        writer.uint32(/* id 52, wireType 2 =*/418).string(message.homepage);
                    if (message.size != null && $Object.hasOwnProperty.call(message, "size") && (typeof message.size === "object" ? message.size.low || message.size.high : message.size !== 0))
                        writer.uint32(/* id 53, wireType 0 =*/424).int64(message.size);
                    if (message.stargazers_count != null && $Object.hasOwnProperty.call(message, "stargazers_count") && message.stargazers_count !== 0)
                        writer.uint32(/* id 54, wireType 0 =*/432).int32(message.stargazers_count);
                    if (message.watchers_count != null && $Object.hasOwnProperty.call(message, "watchers_count") && message.watchers_count !== 0)
                        writer.uint32(/* id 55, wireType 0 =*/440).int32(message.watchers_count);
                    if (message.language != null && $Object.hasOwnProperty.call(message, "language"))
                        writer.uint32(/* id 56, wireType 2 =*/450).string(message.language);
                    if (message.has_issues != null && $Object.hasOwnProperty.call(message, "has_issues") && message.has_issues !== false)
                        writer.uint32(/* id 57, wireType 0 =*/456).bool(message.has_issues);
                    if (message.has_downloads != null && $Object.hasOwnProperty.call(message, "has_downloads") && message.has_downloads !== false)
                        writer.uint32(/* id 58, wireType 0 =*/464).bool(message.has_downloads);
                    if (message.has_wiki != null && $Object.hasOwnProperty.call(message, "has_wiki") && message.has_wiki !== false)
                        writer.uint32(/* id 59, wireType 0 =*/472).bool(message.has_wiki);
                    if (message.has_pages != null && $Object.hasOwnProperty.call(message, "has_pages") && message.has_pages !== false)
                        writer.uint32(/* id 60, wireType 0 =*/480).bool(message.has_pages);
                    if (message.forks_count != null && $Object.hasOwnProperty.call(message, "forks_count") && message.forks_count !== 0)
                        writer.uint32(/* id 61, wireType 0 =*/488).int32(message.forks_count);
                    if (message.open_issues_count != null && $Object.hasOwnProperty.call(message, "open_issues_count") && message.open_issues_count !== 0)
                        writer.uint32(/* id 62, wireType 0 =*/496).int32(message.open_issues_count);
                    if (message.forks != null && $Object.hasOwnProperty.call(message, "forks") && message.forks !== 0)
                        writer.uint32(/* id 63, wireType 0 =*/504).int32(message.forks);
                    if (message.open_issues != null && $Object.hasOwnProperty.call(message, "open_issues") && message.open_issues !== 0)
                        writer.uint32(/* id 64, wireType 0 =*/512).int32(message.open_issues);
                    if (message.watchers != null && $Object.hasOwnProperty.call(message, "watchers") && message.watchers !== 0)
                        writer.uint32(/* id 65, wireType 0 =*/520).int32(message.watchers);
                    if (message.default_branch != null && $Object.hasOwnProperty.call(message, "default_branch") && message.default_branch !== "")
                        writer.uint32(/* id 66, wireType 2 =*/530).string(message.default_branch);
                    if (message.mirror_url != null && $Object.hasOwnProperty.call(message, "mirror_url"))
                        writer.uint32(/* id 67, wireType 2 =*/538).string(message.mirror_url);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Repo message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.repos.Repo
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.repos.Repo & bale.bench.repos.Repo.$Shape} Repo
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Repo.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.bale.bench.repos.Repo();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.full_name = value;
                                else
                                    delete message.full_name;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                message.owner = $root.bale.bench.repos.User.decode(reader, reader.size(), $undefined, _depth + 1, message.owner);
                                continue;
                            }
                        case 5: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message["private"] = value;
                                else
                                    delete message["private"];
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.html_url = value;
                                else
                                    delete message.html_url;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                message.description = reader.stringVerify();
                                message._description = "description";
                                continue;
                            }
                        case 8: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.fork = value;
                                else
                                    delete message.fork;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.url = value;
                                else
                                    delete message.url;
                                continue;
                            }
                        case 10: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.forks_url = value;
                                else
                                    delete message.forks_url;
                                continue;
                            }
                        case 11: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.keys_url = value;
                                else
                                    delete message.keys_url;
                                continue;
                            }
                        case 12: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.collaborators_url = value;
                                else
                                    delete message.collaborators_url;
                                continue;
                            }
                        case 13: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.teams_url = value;
                                else
                                    delete message.teams_url;
                                continue;
                            }
                        case 14: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.hooks_url = value;
                                else
                                    delete message.hooks_url;
                                continue;
                            }
                        case 15: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.issue_events_url = value;
                                else
                                    delete message.issue_events_url;
                                continue;
                            }
                        case 16: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.events_url = value;
                                else
                                    delete message.events_url;
                                continue;
                            }
                        case 17: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.assignees_url = value;
                                else
                                    delete message.assignees_url;
                                continue;
                            }
                        case 18: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.branches_url = value;
                                else
                                    delete message.branches_url;
                                continue;
                            }
                        case 19: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.tags_url = value;
                                else
                                    delete message.tags_url;
                                continue;
                            }
                        case 20: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.blobs_url = value;
                                else
                                    delete message.blobs_url;
                                continue;
                            }
                        case 21: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.git_tags_url = value;
                                else
                                    delete message.git_tags_url;
                                continue;
                            }
                        case 22: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.git_refs_url = value;
                                else
                                    delete message.git_refs_url;
                                continue;
                            }
                        case 23: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.trees_url = value;
                                else
                                    delete message.trees_url;
                                continue;
                            }
                        case 24: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.statuses_url = value;
                                else
                                    delete message.statuses_url;
                                continue;
                            }
                        case 25: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.languages_url = value;
                                else
                                    delete message.languages_url;
                                continue;
                            }
                        case 26: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.stargazers_url = value;
                                else
                                    delete message.stargazers_url;
                                continue;
                            }
                        case 27: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.contributors_url = value;
                                else
                                    delete message.contributors_url;
                                continue;
                            }
                        case 28: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.subscribers_url = value;
                                else
                                    delete message.subscribers_url;
                                continue;
                            }
                        case 29: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.subscription_url = value;
                                else
                                    delete message.subscription_url;
                                continue;
                            }
                        case 30: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.commits_url = value;
                                else
                                    delete message.commits_url;
                                continue;
                            }
                        case 31: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.git_commits_url = value;
                                else
                                    delete message.git_commits_url;
                                continue;
                            }
                        case 32: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.comments_url = value;
                                else
                                    delete message.comments_url;
                                continue;
                            }
                        case 33: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.issue_comment_url = value;
                                else
                                    delete message.issue_comment_url;
                                continue;
                            }
                        case 34: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.contents_url = value;
                                else
                                    delete message.contents_url;
                                continue;
                            }
                        case 35: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.compare_url = value;
                                else
                                    delete message.compare_url;
                                continue;
                            }
                        case 36: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.merges_url = value;
                                else
                                    delete message.merges_url;
                                continue;
                            }
                        case 37: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.archive_url = value;
                                else
                                    delete message.archive_url;
                                continue;
                            }
                        case 38: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.downloads_url = value;
                                else
                                    delete message.downloads_url;
                                continue;
                            }
                        case 39: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.issues_url = value;
                                else
                                    delete message.issues_url;
                                continue;
                            }
                        case 40: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.pulls_url = value;
                                else
                                    delete message.pulls_url;
                                continue;
                            }
                        case 41: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.milestones_url = value;
                                else
                                    delete message.milestones_url;
                                continue;
                            }
                        case 42: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.notifications_url = value;
                                else
                                    delete message.notifications_url;
                                continue;
                            }
                        case 43: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.labels_url = value;
                                else
                                    delete message.labels_url;
                                continue;
                            }
                        case 44: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.releases_url = value;
                                else
                                    delete message.releases_url;
                                continue;
                            }
                        case 45: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.created_at = value;
                                else
                                    delete message.created_at;
                                continue;
                            }
                        case 46: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.updated_at = value;
                                else
                                    delete message.updated_at;
                                continue;
                            }
                        case 47: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.pushed_at = value;
                                else
                                    delete message.pushed_at;
                                continue;
                            }
                        case 48: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.git_url = value;
                                else
                                    delete message.git_url;
                                continue;
                            }
                        case 49: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.ssh_url = value;
                                else
                                    delete message.ssh_url;
                                continue;
                            }
                        case 50: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.clone_url = value;
                                else
                                    delete message.clone_url;
                                continue;
                            }
                        case 51: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.svn_url = value;
                                else
                                    delete message.svn_url;
                                continue;
                            }
                        case 52: {
                                if (wireType !== 2)
                                    break;
                                message.homepage = reader.stringVerify();
                                message._homepage = "homepage";
                                continue;
                            }
                        case 53: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.size = value;
                                else
                                    delete message.size;
                                continue;
                            }
                        case 54: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.stargazers_count = value;
                                else
                                    delete message.stargazers_count;
                                continue;
                            }
                        case 55: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.watchers_count = value;
                                else
                                    delete message.watchers_count;
                                continue;
                            }
                        case 56: {
                                if (wireType !== 2)
                                    break;
                                message.language = reader.stringVerify();
                                message._language = "language";
                                continue;
                            }
                        case 57: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.has_issues = value;
                                else
                                    delete message.has_issues;
                                continue;
                            }
                        case 58: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.has_downloads = value;
                                else
                                    delete message.has_downloads;
                                continue;
                            }
                        case 59: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.has_wiki = value;
                                else
                                    delete message.has_wiki;
                                continue;
                            }
                        case 60: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.has_pages = value;
                                else
                                    delete message.has_pages;
                                continue;
                            }
                        case 61: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.forks_count = value;
                                else
                                    delete message.forks_count;
                                continue;
                            }
                        case 62: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.open_issues_count = value;
                                else
                                    delete message.open_issues_count;
                                continue;
                            }
                        case 63: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.forks = value;
                                else
                                    delete message.forks;
                                continue;
                            }
                        case 64: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.open_issues = value;
                                else
                                    delete message.open_issues;
                                continue;
                            }
                        case 65: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.watchers = value;
                                else
                                    delete message.watchers;
                                continue;
                            }
                        case 66: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.default_branch = value;
                                else
                                    delete message.default_branch;
                                continue;
                            }
                        case 67: {
                                if (wireType !== 2)
                                    break;
                                message.mirror_url = reader.stringVerify();
                                message._mirror_url = "mirror_url";
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                /**
                 * Creates a Repo message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.repos.Repo
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.repos.Repo} Repo
                 */
                Repo.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.repos.Repo)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.repos.Repo: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.repos.Repo();
                    if (object.id != null)
                        if (typeof object.id === "object" ? object.id.low || object.id.high : $Number(object.id) !== 0)
                            if ($util.Long)
                                message.id = $util.Long.fromValue(object.id, false);
                            else if (typeof object.id === "string")
                                message.id = $parseInt(object.id, 10);
                            else if (typeof object.id === "number")
                                message.id = object.id;
                            else if (typeof object.id === "object")
                                message.id = new $util.LongBits(object.id.low >>> 0, object.id.high >>> 0).toNumber();
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.full_name != null)
                        if (typeof object.full_name !== "string" || object.full_name.length)
                            message.full_name = $String(object.full_name);
                    if (object.owner != null) {
                        if (!$util.isObject(object.owner))
                            throw $TypeError(".bale.bench.repos.Repo.owner: object expected");
                        message.owner = $root.bale.bench.repos.User.fromObject(object.owner, _depth + 1);
                    }
                    if (object["private"] != null)
                        if (object["private"])
                            message["private"] = $Boolean(object["private"]);
                    if (object.html_url != null)
                        if (typeof object.html_url !== "string" || object.html_url.length)
                            message.html_url = $String(object.html_url);
                    if (object.description != null)
                        message.description = $String(object.description);
                    if (object.fork != null)
                        if (object.fork)
                            message.fork = $Boolean(object.fork);
                    if (object.url != null)
                        if (typeof object.url !== "string" || object.url.length)
                            message.url = $String(object.url);
                    if (object.forks_url != null)
                        if (typeof object.forks_url !== "string" || object.forks_url.length)
                            message.forks_url = $String(object.forks_url);
                    if (object.keys_url != null)
                        if (typeof object.keys_url !== "string" || object.keys_url.length)
                            message.keys_url = $String(object.keys_url);
                    if (object.collaborators_url != null)
                        if (typeof object.collaborators_url !== "string" || object.collaborators_url.length)
                            message.collaborators_url = $String(object.collaborators_url);
                    if (object.teams_url != null)
                        if (typeof object.teams_url !== "string" || object.teams_url.length)
                            message.teams_url = $String(object.teams_url);
                    if (object.hooks_url != null)
                        if (typeof object.hooks_url !== "string" || object.hooks_url.length)
                            message.hooks_url = $String(object.hooks_url);
                    if (object.issue_events_url != null)
                        if (typeof object.issue_events_url !== "string" || object.issue_events_url.length)
                            message.issue_events_url = $String(object.issue_events_url);
                    if (object.events_url != null)
                        if (typeof object.events_url !== "string" || object.events_url.length)
                            message.events_url = $String(object.events_url);
                    if (object.assignees_url != null)
                        if (typeof object.assignees_url !== "string" || object.assignees_url.length)
                            message.assignees_url = $String(object.assignees_url);
                    if (object.branches_url != null)
                        if (typeof object.branches_url !== "string" || object.branches_url.length)
                            message.branches_url = $String(object.branches_url);
                    if (object.tags_url != null)
                        if (typeof object.tags_url !== "string" || object.tags_url.length)
                            message.tags_url = $String(object.tags_url);
                    if (object.blobs_url != null)
                        if (typeof object.blobs_url !== "string" || object.blobs_url.length)
                            message.blobs_url = $String(object.blobs_url);
                    if (object.git_tags_url != null)
                        if (typeof object.git_tags_url !== "string" || object.git_tags_url.length)
                            message.git_tags_url = $String(object.git_tags_url);
                    if (object.git_refs_url != null)
                        if (typeof object.git_refs_url !== "string" || object.git_refs_url.length)
                            message.git_refs_url = $String(object.git_refs_url);
                    if (object.trees_url != null)
                        if (typeof object.trees_url !== "string" || object.trees_url.length)
                            message.trees_url = $String(object.trees_url);
                    if (object.statuses_url != null)
                        if (typeof object.statuses_url !== "string" || object.statuses_url.length)
                            message.statuses_url = $String(object.statuses_url);
                    if (object.languages_url != null)
                        if (typeof object.languages_url !== "string" || object.languages_url.length)
                            message.languages_url = $String(object.languages_url);
                    if (object.stargazers_url != null)
                        if (typeof object.stargazers_url !== "string" || object.stargazers_url.length)
                            message.stargazers_url = $String(object.stargazers_url);
                    if (object.contributors_url != null)
                        if (typeof object.contributors_url !== "string" || object.contributors_url.length)
                            message.contributors_url = $String(object.contributors_url);
                    if (object.subscribers_url != null)
                        if (typeof object.subscribers_url !== "string" || object.subscribers_url.length)
                            message.subscribers_url = $String(object.subscribers_url);
                    if (object.subscription_url != null)
                        if (typeof object.subscription_url !== "string" || object.subscription_url.length)
                            message.subscription_url = $String(object.subscription_url);
                    if (object.commits_url != null)
                        if (typeof object.commits_url !== "string" || object.commits_url.length)
                            message.commits_url = $String(object.commits_url);
                    if (object.git_commits_url != null)
                        if (typeof object.git_commits_url !== "string" || object.git_commits_url.length)
                            message.git_commits_url = $String(object.git_commits_url);
                    if (object.comments_url != null)
                        if (typeof object.comments_url !== "string" || object.comments_url.length)
                            message.comments_url = $String(object.comments_url);
                    if (object.issue_comment_url != null)
                        if (typeof object.issue_comment_url !== "string" || object.issue_comment_url.length)
                            message.issue_comment_url = $String(object.issue_comment_url);
                    if (object.contents_url != null)
                        if (typeof object.contents_url !== "string" || object.contents_url.length)
                            message.contents_url = $String(object.contents_url);
                    if (object.compare_url != null)
                        if (typeof object.compare_url !== "string" || object.compare_url.length)
                            message.compare_url = $String(object.compare_url);
                    if (object.merges_url != null)
                        if (typeof object.merges_url !== "string" || object.merges_url.length)
                            message.merges_url = $String(object.merges_url);
                    if (object.archive_url != null)
                        if (typeof object.archive_url !== "string" || object.archive_url.length)
                            message.archive_url = $String(object.archive_url);
                    if (object.downloads_url != null)
                        if (typeof object.downloads_url !== "string" || object.downloads_url.length)
                            message.downloads_url = $String(object.downloads_url);
                    if (object.issues_url != null)
                        if (typeof object.issues_url !== "string" || object.issues_url.length)
                            message.issues_url = $String(object.issues_url);
                    if (object.pulls_url != null)
                        if (typeof object.pulls_url !== "string" || object.pulls_url.length)
                            message.pulls_url = $String(object.pulls_url);
                    if (object.milestones_url != null)
                        if (typeof object.milestones_url !== "string" || object.milestones_url.length)
                            message.milestones_url = $String(object.milestones_url);
                    if (object.notifications_url != null)
                        if (typeof object.notifications_url !== "string" || object.notifications_url.length)
                            message.notifications_url = $String(object.notifications_url);
                    if (object.labels_url != null)
                        if (typeof object.labels_url !== "string" || object.labels_url.length)
                            message.labels_url = $String(object.labels_url);
                    if (object.releases_url != null)
                        if (typeof object.releases_url !== "string" || object.releases_url.length)
                            message.releases_url = $String(object.releases_url);
                    if (object.created_at != null)
                        if (typeof object.created_at !== "string" || object.created_at.length)
                            message.created_at = $String(object.created_at);
                    if (object.updated_at != null)
                        if (typeof object.updated_at !== "string" || object.updated_at.length)
                            message.updated_at = $String(object.updated_at);
                    if (object.pushed_at != null)
                        if (typeof object.pushed_at !== "string" || object.pushed_at.length)
                            message.pushed_at = $String(object.pushed_at);
                    if (object.git_url != null)
                        if (typeof object.git_url !== "string" || object.git_url.length)
                            message.git_url = $String(object.git_url);
                    if (object.ssh_url != null)
                        if (typeof object.ssh_url !== "string" || object.ssh_url.length)
                            message.ssh_url = $String(object.ssh_url);
                    if (object.clone_url != null)
                        if (typeof object.clone_url !== "string" || object.clone_url.length)
                            message.clone_url = $String(object.clone_url);
                    if (object.svn_url != null)
                        if (typeof object.svn_url !== "string" || object.svn_url.length)
                            message.svn_url = $String(object.svn_url);
                    if (object.homepage != null)
                        message.homepage = $String(object.homepage);
                    if (object.size != null)
                        if (typeof object.size === "object" ? object.size.low || object.size.high : $Number(object.size) !== 0)
                            if ($util.Long)
                                message.size = $util.Long.fromValue(object.size, false);
                            else if (typeof object.size === "string")
                                message.size = $parseInt(object.size, 10);
                            else if (typeof object.size === "number")
                                message.size = object.size;
                            else if (typeof object.size === "object")
                                message.size = new $util.LongBits(object.size.low >>> 0, object.size.high >>> 0).toNumber();
                    if (object.stargazers_count != null)
                        if ($Number(object.stargazers_count) !== 0)
                            message.stargazers_count = object.stargazers_count | 0;
                    if (object.watchers_count != null)
                        if ($Number(object.watchers_count) !== 0)
                            message.watchers_count = object.watchers_count | 0;
                    if (object.language != null)
                        message.language = $String(object.language);
                    if (object.has_issues != null)
                        if (object.has_issues)
                            message.has_issues = $Boolean(object.has_issues);
                    if (object.has_downloads != null)
                        if (object.has_downloads)
                            message.has_downloads = $Boolean(object.has_downloads);
                    if (object.has_wiki != null)
                        if (object.has_wiki)
                            message.has_wiki = $Boolean(object.has_wiki);
                    if (object.has_pages != null)
                        if (object.has_pages)
                            message.has_pages = $Boolean(object.has_pages);
                    if (object.forks_count != null)
                        if ($Number(object.forks_count) !== 0)
                            message.forks_count = object.forks_count | 0;
                    if (object.open_issues_count != null)
                        if ($Number(object.open_issues_count) !== 0)
                            message.open_issues_count = object.open_issues_count | 0;
                    if (object.forks != null)
                        if ($Number(object.forks) !== 0)
                            message.forks = object.forks | 0;
                    if (object.open_issues != null)
                        if ($Number(object.open_issues) !== 0)
                            message.open_issues = object.open_issues | 0;
                    if (object.watchers != null)
                        if ($Number(object.watchers) !== 0)
                            message.watchers = object.watchers | 0;
                    if (object.default_branch != null)
                        if (typeof object.default_branch !== "string" || object.default_branch.length)
                            message.default_branch = $String(object.default_branch);
                    if (object.mirror_url != null)
                        message.mirror_url = $String(object.mirror_url);
                    return message;
                };

                /**
                 * Creates a plain object from a Repo message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.repos.Repo
                 * @static
                 * @param {bale.bench.repos.Repo} message Repo
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Repo.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.name = "";
                        object.full_name = "";
                        object.owner = null;
                        object["private"] = false;
                        object.html_url = "";
                        object.fork = false;
                        object.url = "";
                        object.forks_url = "";
                        object.keys_url = "";
                        object.collaborators_url = "";
                        object.teams_url = "";
                        object.hooks_url = "";
                        object.issue_events_url = "";
                        object.events_url = "";
                        object.assignees_url = "";
                        object.branches_url = "";
                        object.tags_url = "";
                        object.blobs_url = "";
                        object.git_tags_url = "";
                        object.git_refs_url = "";
                        object.trees_url = "";
                        object.statuses_url = "";
                        object.languages_url = "";
                        object.stargazers_url = "";
                        object.contributors_url = "";
                        object.subscribers_url = "";
                        object.subscription_url = "";
                        object.commits_url = "";
                        object.git_commits_url = "";
                        object.comments_url = "";
                        object.issue_comment_url = "";
                        object.contents_url = "";
                        object.compare_url = "";
                        object.merges_url = "";
                        object.archive_url = "";
                        object.downloads_url = "";
                        object.issues_url = "";
                        object.pulls_url = "";
                        object.milestones_url = "";
                        object.notifications_url = "";
                        object.labels_url = "";
                        object.releases_url = "";
                        object.created_at = "";
                        object.updated_at = "";
                        object.pushed_at = "";
                        object.git_url = "";
                        object.ssh_url = "";
                        object.clone_url = "";
                        object.svn_url = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.size = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.size = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.stargazers_count = 0;
                        object.watchers_count = 0;
                        object.has_issues = false;
                        object.has_downloads = false;
                        object.has_wiki = false;
                        object.has_pages = false;
                        object.forks_count = 0;
                        object.open_issues_count = 0;
                        object.forks = 0;
                        object.open_issues = 0;
                        object.watchers = 0;
                        object.default_branch = "";
                    }
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, false).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber() : message.id;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.full_name != null && $Object.hasOwnProperty.call(message, "full_name"))
                        object.full_name = message.full_name;
                    if (message.owner != null && $Object.hasOwnProperty.call(message, "owner"))
                        object.owner = $root.bale.bench.repos.User.toObject(message.owner, options, _depth + 1);
                    if (message["private"] != null && $Object.hasOwnProperty.call(message, "private"))
                        object["private"] = message["private"];
                    if (message.html_url != null && $Object.hasOwnProperty.call(message, "html_url"))
                        object.html_url = message.html_url;
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        object.description = message.description;
                    if (message.fork != null && $Object.hasOwnProperty.call(message, "fork"))
                        object.fork = message.fork;
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        object.url = message.url;
                    if (message.forks_url != null && $Object.hasOwnProperty.call(message, "forks_url"))
                        object.forks_url = message.forks_url;
                    if (message.keys_url != null && $Object.hasOwnProperty.call(message, "keys_url"))
                        object.keys_url = message.keys_url;
                    if (message.collaborators_url != null && $Object.hasOwnProperty.call(message, "collaborators_url"))
                        object.collaborators_url = message.collaborators_url;
                    if (message.teams_url != null && $Object.hasOwnProperty.call(message, "teams_url"))
                        object.teams_url = message.teams_url;
                    if (message.hooks_url != null && $Object.hasOwnProperty.call(message, "hooks_url"))
                        object.hooks_url = message.hooks_url;
                    if (message.issue_events_url != null && $Object.hasOwnProperty.call(message, "issue_events_url"))
                        object.issue_events_url = message.issue_events_url;
                    if (message.events_url != null && $Object.hasOwnProperty.call(message, "events_url"))
                        object.events_url = message.events_url;
                    if (message.assignees_url != null && $Object.hasOwnProperty.call(message, "assignees_url"))
                        object.assignees_url = message.assignees_url;
                    if (message.branches_url != null && $Object.hasOwnProperty.call(message, "branches_url"))
                        object.branches_url = message.branches_url;
                    if (message.tags_url != null && $Object.hasOwnProperty.call(message, "tags_url"))
                        object.tags_url = message.tags_url;
                    if (message.blobs_url != null && $Object.hasOwnProperty.call(message, "blobs_url"))
                        object.blobs_url = message.blobs_url;
                    if (message.git_tags_url != null && $Object.hasOwnProperty.call(message, "git_tags_url"))
                        object.git_tags_url = message.git_tags_url;
                    if (message.git_refs_url != null && $Object.hasOwnProperty.call(message, "git_refs_url"))
                        object.git_refs_url = message.git_refs_url;
                    if (message.trees_url != null && $Object.hasOwnProperty.call(message, "trees_url"))
                        object.trees_url = message.trees_url;
                    if (message.statuses_url != null && $Object.hasOwnProperty.call(message, "statuses_url"))
                        object.statuses_url = message.statuses_url;
                    if (message.languages_url != null && $Object.hasOwnProperty.call(message, "languages_url"))
                        object.languages_url = message.languages_url;
                    if (message.stargazers_url != null && $Object.hasOwnProperty.call(message, "stargazers_url"))
                        object.stargazers_url = message.stargazers_url;
                    if (message.contributors_url != null && $Object.hasOwnProperty.call(message, "contributors_url"))
                        object.contributors_url = message.contributors_url;
                    if (message.subscribers_url != null && $Object.hasOwnProperty.call(message, "subscribers_url"))
                        object.subscribers_url = message.subscribers_url;
                    if (message.subscription_url != null && $Object.hasOwnProperty.call(message, "subscription_url"))
                        object.subscription_url = message.subscription_url;
                    if (message.commits_url != null && $Object.hasOwnProperty.call(message, "commits_url"))
                        object.commits_url = message.commits_url;
                    if (message.git_commits_url != null && $Object.hasOwnProperty.call(message, "git_commits_url"))
                        object.git_commits_url = message.git_commits_url;
                    if (message.comments_url != null && $Object.hasOwnProperty.call(message, "comments_url"))
                        object.comments_url = message.comments_url;
                    if (message.issue_comment_url != null && $Object.hasOwnProperty.call(message, "issue_comment_url"))
                        object.issue_comment_url = message.issue_comment_url;
                    if (message.contents_url != null && $Object.hasOwnProperty.call(message, "contents_url"))
                        object.contents_url = message.contents_url;
                    if (message.compare_url != null && $Object.hasOwnProperty.call(message, "compare_url"))
                        object.compare_url = message.compare_url;
                    if (message.merges_url != null && $Object.hasOwnProperty.call(message, "merges_url"))
                        object.merges_url = message.merges_url;
                    if (message.archive_url != null && $Object.hasOwnProperty.call(message, "archive_url"))
                        object.archive_url = message.archive_url;
                    if (message.downloads_url != null && $Object.hasOwnProperty.call(message, "downloads_url"))
                        object.downloads_url = message.downloads_url;
                    if (message.issues_url != null && $Object.hasOwnProperty.call(message, "issues_url"))
                        object.issues_url = message.issues_url;
                    if (message.pulls_url != null && $Object.hasOwnProperty.call(message, "pulls_url"))
                        object.pulls_url = message.pulls_url;
                    if (message.milestones_url != null && $Object.hasOwnProperty.call(message, "milestones_url"))
                        object.milestones_url = message.milestones_url;
                    if (message.notifications_url != null && $Object.hasOwnProperty.call(message, "notifications_url"))
                        object.notifications_url = message.notifications_url;
                    if (message.labels_url != null && $Object.hasOwnProperty.call(message, "labels_url"))
                        object.labels_url = message.labels_url;
                    if (message.releases_url != null && $Object.hasOwnProperty.call(message, "releases_url"))
                        object.releases_url = message.releases_url;
                    if (message.created_at != null && $Object.hasOwnProperty.call(message, "created_at"))
                        object.created_at = message.created_at;
                    if (message.updated_at != null && $Object.hasOwnProperty.call(message, "updated_at"))
                        object.updated_at = message.updated_at;
                    if (message.pushed_at != null && $Object.hasOwnProperty.call(message, "pushed_at"))
                        object.pushed_at = message.pushed_at;
                    if (message.git_url != null && $Object.hasOwnProperty.call(message, "git_url"))
                        object.git_url = message.git_url;
                    if (message.ssh_url != null && $Object.hasOwnProperty.call(message, "ssh_url"))
                        object.ssh_url = message.ssh_url;
                    if (message.clone_url != null && $Object.hasOwnProperty.call(message, "clone_url"))
                        object.clone_url = message.clone_url;
                    if (message.svn_url != null && $Object.hasOwnProperty.call(message, "svn_url"))
                        object.svn_url = message.svn_url;
                    if (message.homepage != null && $Object.hasOwnProperty.call(message, "homepage"))
                        object.homepage = message.homepage;
                    if (message.size != null && $Object.hasOwnProperty.call(message, "size"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.size = typeof message.size === "number" ? $BigInt(message.size) : $util.Long.fromBits(message.size.low >>> 0, message.size.high >>> 0, false).toBigInt();
                        else if (typeof message.size === "number")
                            object.size = options.longs === $String ? $String(message.size) : message.size;
                        else
                            object.size = options.longs === $String ? $util.Long.prototype.toString.call(message.size) : options.longs === $Number ? new $util.LongBits(message.size.low >>> 0, message.size.high >>> 0).toNumber() : message.size;
                    if (message.stargazers_count != null && $Object.hasOwnProperty.call(message, "stargazers_count"))
                        object.stargazers_count = message.stargazers_count;
                    if (message.watchers_count != null && $Object.hasOwnProperty.call(message, "watchers_count"))
                        object.watchers_count = message.watchers_count;
                    if (message.language != null && $Object.hasOwnProperty.call(message, "language"))
                        object.language = message.language;
                    if (message.has_issues != null && $Object.hasOwnProperty.call(message, "has_issues"))
                        object.has_issues = message.has_issues;
                    if (message.has_downloads != null && $Object.hasOwnProperty.call(message, "has_downloads"))
                        object.has_downloads = message.has_downloads;
                    if (message.has_wiki != null && $Object.hasOwnProperty.call(message, "has_wiki"))
                        object.has_wiki = message.has_wiki;
                    if (message.has_pages != null && $Object.hasOwnProperty.call(message, "has_pages"))
                        object.has_pages = message.has_pages;
                    if (message.forks_count != null && $Object.hasOwnProperty.call(message, "forks_count"))
                        object.forks_count = message.forks_count;
                    if (message.open_issues_count != null && $Object.hasOwnProperty.call(message, "open_issues_count"))
                        object.open_issues_count = message.open_issues_count;
                    if (message.forks != null && $Object.hasOwnProperty.call(message, "forks"))
                        object.forks = message.forks;
                    if (message.open_issues != null && $Object.hasOwnProperty.call(message, "open_issues"))
                        object.open_issues = message.open_issues;
                    if (message.watchers != null && $Object.hasOwnProperty.call(message, "watchers"))
                        object.watchers = message.watchers;
                    if (message.default_branch != null && $Object.hasOwnProperty.call(message, "default_branch"))
                        object.default_branch = message.default_branch;
                    if (message.mirror_url != null && $Object.hasOwnProperty.call(message, "mirror_url"))
                        object.mirror_url = message.mirror_url;
                    return object;
                };

                /**
                 * Converts this Repo to JSON.
                 * @function toJSON
                 * @memberof bale.bench.repos.Repo
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Repo.prototype.toJSON = function() {
                    return Repo.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Repo
                 * @function getTypeUrl
                 * @memberof bale.bench.repos.Repo
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Repo.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.repos.Repo";
                };

                return Repo;
            })();

            repos.User = (function() {

                /**
                 * Properties of a User.
                 * @typedef {Object} bale.bench.repos.User.$Properties
                 * @property {string|null} [login] User login
                 * @property {number|null} [id] User id
                 * @property {string|null} [avatar_url] User avatar_url
                 * @property {string|null} [gravatar_id] User gravatar_id
                 * @property {string|null} [url] User url
                 * @property {string|null} [html_url] User html_url
                 * @property {string|null} [followers_url] User followers_url
                 * @property {string|null} [following_url] User following_url
                 * @property {string|null} [gists_url] User gists_url
                 * @property {string|null} [starred_url] User starred_url
                 * @property {string|null} [subscriptions_url] User subscriptions_url
                 * @property {string|null} [organizations_url] User organizations_url
                 * @property {string|null} [repos_url] User repos_url
                 * @property {string|null} [events_url] User events_url
                 * @property {string|null} [received_events_url] User received_events_url
                 * @property {string|null} [type] User type
                 * @property {boolean|null} [site_admin] User site_admin
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a User.
                 * @memberof bale.bench.repos
                 * @interface IUser
                 * @augments bale.bench.repos.User.$Properties
                 * @deprecated Use bale.bench.repos.User.$Properties instead.
                 */

                /**
                 * Shape of a User.
                 * @typedef {bale.bench.repos.User.$Properties} bale.bench.repos.User.$Shape
                 */

                /**
                 * Constructs a new User.
                 * @memberof bale.bench.repos
                 * @classdesc Represents a User.
                 * @constructor
                 * @param {bale.bench.repos.User.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const User = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * User login.
                 * @member {string} login
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.login = "";

                /**
                 * User id.
                 * @member {number} id
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * User avatar_url.
                 * @member {string} avatar_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.avatar_url = "";

                /**
                 * User gravatar_id.
                 * @member {string} gravatar_id
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.gravatar_id = "";

                /**
                 * User url.
                 * @member {string} url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.url = "";

                /**
                 * User html_url.
                 * @member {string} html_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.html_url = "";

                /**
                 * User followers_url.
                 * @member {string} followers_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.followers_url = "";

                /**
                 * User following_url.
                 * @member {string} following_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.following_url = "";

                /**
                 * User gists_url.
                 * @member {string} gists_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.gists_url = "";

                /**
                 * User starred_url.
                 * @member {string} starred_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.starred_url = "";

                /**
                 * User subscriptions_url.
                 * @member {string} subscriptions_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.subscriptions_url = "";

                /**
                 * User organizations_url.
                 * @member {string} organizations_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.organizations_url = "";

                /**
                 * User repos_url.
                 * @member {string} repos_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.repos_url = "";

                /**
                 * User events_url.
                 * @member {string} events_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.events_url = "";

                /**
                 * User received_events_url.
                 * @member {string} received_events_url
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.received_events_url = "";

                /**
                 * User type.
                 * @member {string} type
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.type = "";

                /**
                 * User site_admin.
                 * @member {boolean} site_admin
                 * @memberof bale.bench.repos.User
                 * @instance
                 */
                User.prototype.site_admin = false;

                /**
                 * Creates a new User instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.repos.User
                 * @static
                 * @param {bale.bench.repos.User.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.repos.User} User instance
                 * @type {{
                 *   (properties: bale.bench.repos.User.$Shape): bale.bench.repos.User & bale.bench.repos.User.$Shape;
                 *   (properties?: bale.bench.repos.User.$Properties): bale.bench.repos.User;
                 * }}
                 */
                User.create = function(properties) {
                    return new User(properties);
                };

                /**
                 * Encodes the specified User message. Does not implicitly {@link bale.bench.repos.User.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.repos.User
                 * @static
                 * @param {bale.bench.repos.User.$Properties} message User message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                User.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.login != null && $Object.hasOwnProperty.call(message, "login") && message.login !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.login);
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(/* id 2, wireType 0 =*/16).int64(message.id);
                    if (message.avatar_url != null && $Object.hasOwnProperty.call(message, "avatar_url") && message.avatar_url !== "")
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.avatar_url);
                    if (message.gravatar_id != null && $Object.hasOwnProperty.call(message, "gravatar_id") && message.gravatar_id !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.gravatar_id);
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url") && message.url !== "")
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.url);
                    if (message.html_url != null && $Object.hasOwnProperty.call(message, "html_url") && message.html_url !== "")
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.html_url);
                    if (message.followers_url != null && $Object.hasOwnProperty.call(message, "followers_url") && message.followers_url !== "")
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.followers_url);
                    if (message.following_url != null && $Object.hasOwnProperty.call(message, "following_url") && message.following_url !== "")
                        writer.uint32(/* id 8, wireType 2 =*/66).string(message.following_url);
                    if (message.gists_url != null && $Object.hasOwnProperty.call(message, "gists_url") && message.gists_url !== "")
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.gists_url);
                    if (message.starred_url != null && $Object.hasOwnProperty.call(message, "starred_url") && message.starred_url !== "")
                        writer.uint32(/* id 10, wireType 2 =*/82).string(message.starred_url);
                    if (message.subscriptions_url != null && $Object.hasOwnProperty.call(message, "subscriptions_url") && message.subscriptions_url !== "")
                        writer.uint32(/* id 11, wireType 2 =*/90).string(message.subscriptions_url);
                    if (message.organizations_url != null && $Object.hasOwnProperty.call(message, "organizations_url") && message.organizations_url !== "")
                        writer.uint32(/* id 12, wireType 2 =*/98).string(message.organizations_url);
                    if (message.repos_url != null && $Object.hasOwnProperty.call(message, "repos_url") && message.repos_url !== "")
                        writer.uint32(/* id 13, wireType 2 =*/106).string(message.repos_url);
                    if (message.events_url != null && $Object.hasOwnProperty.call(message, "events_url") && message.events_url !== "")
                        writer.uint32(/* id 14, wireType 2 =*/114).string(message.events_url);
                    if (message.received_events_url != null && $Object.hasOwnProperty.call(message, "received_events_url") && message.received_events_url !== "")
                        writer.uint32(/* id 15, wireType 2 =*/122).string(message.received_events_url);
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                        writer.uint32(/* id 16, wireType 2 =*/130).string(message.type);
                    if (message.site_admin != null && $Object.hasOwnProperty.call(message, "site_admin") && message.site_admin !== false)
                        writer.uint32(/* id 17, wireType 0 =*/136).bool(message.site_admin);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a User message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.repos.User
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.repos.User & bale.bench.repos.User.$Shape} User
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                User.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.bale.bench.repos.User();
                    while (reader.pos < end) {
                        let start = reader.pos;
                        let tag = reader.tag();
                        if (tag === _end) {
                            _end = $undefined;
                            break;
                        }
                        let wireType = tag & 7;
                        switch (tag >>>= 3) {
                        case 1: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.login = value;
                                else
                                    delete message.login;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.avatar_url = value;
                                else
                                    delete message.avatar_url;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.gravatar_id = value;
                                else
                                    delete message.gravatar_id;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.url = value;
                                else
                                    delete message.url;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.html_url = value;
                                else
                                    delete message.html_url;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.followers_url = value;
                                else
                                    delete message.followers_url;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.following_url = value;
                                else
                                    delete message.following_url;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.gists_url = value;
                                else
                                    delete message.gists_url;
                                continue;
                            }
                        case 10: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.starred_url = value;
                                else
                                    delete message.starred_url;
                                continue;
                            }
                        case 11: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.subscriptions_url = value;
                                else
                                    delete message.subscriptions_url;
                                continue;
                            }
                        case 12: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.organizations_url = value;
                                else
                                    delete message.organizations_url;
                                continue;
                            }
                        case 13: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.repos_url = value;
                                else
                                    delete message.repos_url;
                                continue;
                            }
                        case 14: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.events_url = value;
                                else
                                    delete message.events_url;
                                continue;
                            }
                        case 15: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.received_events_url = value;
                                else
                                    delete message.received_events_url;
                                continue;
                            }
                        case 16: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.type = value;
                                else
                                    delete message.type;
                                continue;
                            }
                        case 17: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.site_admin = value;
                                else
                                    delete message.site_admin;
                                continue;
                            }
                        }
                        reader.skipType(wireType, _depth, tag);
                        if (!reader.discardUnknown) {
                            $util.makeProp(message, "$unknowns", false);
                            (message.$unknowns || (message.$unknowns = [])).push(reader.raw(start, reader.pos));
                        }
                    }
                    if (length !== $undefined) {
                        if (reader.pos !== end)
                            throw $RangeError("index out of range");
                        reader.len = length;
                    }
                    if (_end !== $undefined)
                        throw $Error("missing end group");
                    return message;
                };

                /**
                 * Creates a User message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.repos.User
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.repos.User} User
                 */
                User.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.repos.User)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.repos.User: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.repos.User();
                    if (object.login != null)
                        if (typeof object.login !== "string" || object.login.length)
                            message.login = $String(object.login);
                    if (object.id != null)
                        if (typeof object.id === "object" ? object.id.low || object.id.high : $Number(object.id) !== 0)
                            if ($util.Long)
                                message.id = $util.Long.fromValue(object.id, false);
                            else if (typeof object.id === "string")
                                message.id = $parseInt(object.id, 10);
                            else if (typeof object.id === "number")
                                message.id = object.id;
                            else if (typeof object.id === "object")
                                message.id = new $util.LongBits(object.id.low >>> 0, object.id.high >>> 0).toNumber();
                    if (object.avatar_url != null)
                        if (typeof object.avatar_url !== "string" || object.avatar_url.length)
                            message.avatar_url = $String(object.avatar_url);
                    if (object.gravatar_id != null)
                        if (typeof object.gravatar_id !== "string" || object.gravatar_id.length)
                            message.gravatar_id = $String(object.gravatar_id);
                    if (object.url != null)
                        if (typeof object.url !== "string" || object.url.length)
                            message.url = $String(object.url);
                    if (object.html_url != null)
                        if (typeof object.html_url !== "string" || object.html_url.length)
                            message.html_url = $String(object.html_url);
                    if (object.followers_url != null)
                        if (typeof object.followers_url !== "string" || object.followers_url.length)
                            message.followers_url = $String(object.followers_url);
                    if (object.following_url != null)
                        if (typeof object.following_url !== "string" || object.following_url.length)
                            message.following_url = $String(object.following_url);
                    if (object.gists_url != null)
                        if (typeof object.gists_url !== "string" || object.gists_url.length)
                            message.gists_url = $String(object.gists_url);
                    if (object.starred_url != null)
                        if (typeof object.starred_url !== "string" || object.starred_url.length)
                            message.starred_url = $String(object.starred_url);
                    if (object.subscriptions_url != null)
                        if (typeof object.subscriptions_url !== "string" || object.subscriptions_url.length)
                            message.subscriptions_url = $String(object.subscriptions_url);
                    if (object.organizations_url != null)
                        if (typeof object.organizations_url !== "string" || object.organizations_url.length)
                            message.organizations_url = $String(object.organizations_url);
                    if (object.repos_url != null)
                        if (typeof object.repos_url !== "string" || object.repos_url.length)
                            message.repos_url = $String(object.repos_url);
                    if (object.events_url != null)
                        if (typeof object.events_url !== "string" || object.events_url.length)
                            message.events_url = $String(object.events_url);
                    if (object.received_events_url != null)
                        if (typeof object.received_events_url !== "string" || object.received_events_url.length)
                            message.received_events_url = $String(object.received_events_url);
                    if (object.type != null)
                        if (typeof object.type !== "string" || object.type.length)
                            message.type = $String(object.type);
                    if (object.site_admin != null)
                        if (object.site_admin)
                            message.site_admin = $Boolean(object.site_admin);
                    return message;
                };

                /**
                 * Creates a plain object from a User message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.repos.User
                 * @static
                 * @param {bale.bench.repos.User} message User
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                User.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.login = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.avatar_url = "";
                        object.gravatar_id = "";
                        object.url = "";
                        object.html_url = "";
                        object.followers_url = "";
                        object.following_url = "";
                        object.gists_url = "";
                        object.starred_url = "";
                        object.subscriptions_url = "";
                        object.organizations_url = "";
                        object.repos_url = "";
                        object.events_url = "";
                        object.received_events_url = "";
                        object.type = "";
                        object.site_admin = false;
                    }
                    if (message.login != null && $Object.hasOwnProperty.call(message, "login"))
                        object.login = message.login;
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, false).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber() : message.id;
                    if (message.avatar_url != null && $Object.hasOwnProperty.call(message, "avatar_url"))
                        object.avatar_url = message.avatar_url;
                    if (message.gravatar_id != null && $Object.hasOwnProperty.call(message, "gravatar_id"))
                        object.gravatar_id = message.gravatar_id;
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        object.url = message.url;
                    if (message.html_url != null && $Object.hasOwnProperty.call(message, "html_url"))
                        object.html_url = message.html_url;
                    if (message.followers_url != null && $Object.hasOwnProperty.call(message, "followers_url"))
                        object.followers_url = message.followers_url;
                    if (message.following_url != null && $Object.hasOwnProperty.call(message, "following_url"))
                        object.following_url = message.following_url;
                    if (message.gists_url != null && $Object.hasOwnProperty.call(message, "gists_url"))
                        object.gists_url = message.gists_url;
                    if (message.starred_url != null && $Object.hasOwnProperty.call(message, "starred_url"))
                        object.starred_url = message.starred_url;
                    if (message.subscriptions_url != null && $Object.hasOwnProperty.call(message, "subscriptions_url"))
                        object.subscriptions_url = message.subscriptions_url;
                    if (message.organizations_url != null && $Object.hasOwnProperty.call(message, "organizations_url"))
                        object.organizations_url = message.organizations_url;
                    if (message.repos_url != null && $Object.hasOwnProperty.call(message, "repos_url"))
                        object.repos_url = message.repos_url;
                    if (message.events_url != null && $Object.hasOwnProperty.call(message, "events_url"))
                        object.events_url = message.events_url;
                    if (message.received_events_url != null && $Object.hasOwnProperty.call(message, "received_events_url"))
                        object.received_events_url = message.received_events_url;
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        object.type = message.type;
                    if (message.site_admin != null && $Object.hasOwnProperty.call(message, "site_admin"))
                        object.site_admin = message.site_admin;
                    return object;
                };

                /**
                 * Converts this User to JSON.
                 * @function toJSON
                 * @memberof bale.bench.repos.User
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                User.prototype.toJSON = function() {
                    return User.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for User
                 * @function getTypeUrl
                 * @memberof bale.bench.repos.User
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                User.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.repos.User";
                };

                return User;
            })();

            return repos;
        })();

        return bench;
    })();

    return bale;
})();

export {
  $root as default
};
