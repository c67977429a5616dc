/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Array = $util.global.Array, $String = $util.global.String, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $Boolean = $util.global.Boolean, $BigInt = $util.global.BigInt, $isFinite = $util.global.isFinite;

// Exported root namespace
const $root = $protobuf.roots["twitter"] || ($protobuf.roots["twitter"] = {});

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

        bench.twitter = (function() {

            /**
             * Namespace twitter.
             * @memberof bale.bench
             * @namespace
             */
            const twitter = {};

            twitter.SearchResponse = (function() {

                /**
                 * Properties of a SearchResponse.
                 * @typedef {Object} bale.bench.twitter.SearchResponse.$Properties
                 * @property {Array.<bale.bench.twitter.Status.$Properties>|null} [statuses] SearchResponse statuses
                 * @property {bale.bench.twitter.SearchMetadata.$Properties|null} [search_metadata] SearchResponse search_metadata
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a SearchResponse.
                 * @memberof bale.bench.twitter
                 * @interface ISearchResponse
                 * @augments bale.bench.twitter.SearchResponse.$Properties
                 * @deprecated Use bale.bench.twitter.SearchResponse.$Properties instead.
                 */

                /**
                 * Shape of a SearchResponse.
                 * @typedef {bale.bench.twitter.SearchResponse.$Properties} bale.bench.twitter.SearchResponse.$Shape
                 */

                /**
                 * Constructs a new SearchResponse.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a SearchResponse.
                 * @constructor
                 * @param {bale.bench.twitter.SearchResponse.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const SearchResponse = function (properties) {
                    this.statuses = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * SearchResponse statuses.
                 * @member {Array.<bale.bench.twitter.Status.$Properties>} statuses
                 * @memberof bale.bench.twitter.SearchResponse
                 * @instance
                 */
                SearchResponse.prototype.statuses = $util.emptyArray;

                /**
                 * SearchResponse search_metadata.
                 * @member {bale.bench.twitter.SearchMetadata.$Properties|null|undefined} search_metadata
                 * @memberof bale.bench.twitter.SearchResponse
                 * @instance
                 */
                SearchResponse.prototype.search_metadata = null;

                /**
                 * Creates a new SearchResponse instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.SearchResponse
                 * @static
                 * @param {bale.bench.twitter.SearchResponse.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.SearchResponse} SearchResponse instance
                 * @type {{
                 *   (properties: bale.bench.twitter.SearchResponse.$Shape): bale.bench.twitter.SearchResponse & bale.bench.twitter.SearchResponse.$Shape;
                 *   (properties?: bale.bench.twitter.SearchResponse.$Properties): bale.bench.twitter.SearchResponse;
                 * }}
                 */
                SearchResponse.create = function(properties) {
                    return new SearchResponse(properties);
                };

                /**
                 * Encodes the specified SearchResponse message. Does not implicitly {@link bale.bench.twitter.SearchResponse.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.SearchResponse
                 * @static
                 * @param {bale.bench.twitter.SearchResponse.$Properties} message SearchResponse message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SearchResponse.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.statuses != null && message.statuses.length)
                        for (let i = 0; i < message.statuses.length; ++i)
                            $root.bale.bench.twitter.Status.encode(message.statuses[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.search_metadata != null && $Object.hasOwnProperty.call(message, "search_metadata"))
                        $root.bale.bench.twitter.SearchMetadata.encode(message.search_metadata, writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a SearchResponse message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.SearchResponse
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.SearchResponse & bale.bench.twitter.SearchResponse.$Shape} SearchResponse
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SearchResponse.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.SearchResponse();
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
                                if (!(message.statuses && message.statuses.length))
                                    message.statuses = [];
                                message.statuses.push($root.bale.bench.twitter.Status.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.search_metadata = $root.bale.bench.twitter.SearchMetadata.decode(reader, reader.size(), $undefined, _depth + 1, message.search_metadata);
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
                 * Creates a SearchResponse message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.SearchResponse
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.SearchResponse} SearchResponse
                 */
                SearchResponse.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.SearchResponse)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.SearchResponse: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.SearchResponse();
                    if (object.statuses) {
                        if (!$Array.isArray(object.statuses))
                            throw $TypeError(".bale.bench.twitter.SearchResponse.statuses: array expected");
                        message.statuses = $Array(object.statuses.length);
                        for (let i = 0; i < object.statuses.length; ++i) {
                            if (!$util.isObject(object.statuses[i]))
                                throw $TypeError(".bale.bench.twitter.SearchResponse.statuses: object expected");
                            message.statuses[i] = $root.bale.bench.twitter.Status.fromObject(object.statuses[i], _depth + 1);
                        }
                    }
                    if (object.search_metadata != null) {
                        if (!$util.isObject(object.search_metadata))
                            throw $TypeError(".bale.bench.twitter.SearchResponse.search_metadata: object expected");
                        message.search_metadata = $root.bale.bench.twitter.SearchMetadata.fromObject(object.search_metadata, _depth + 1);
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a SearchResponse message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.SearchResponse
                 * @static
                 * @param {bale.bench.twitter.SearchResponse} message SearchResponse
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                SearchResponse.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.statuses = [];
                    if (options.defaults)
                        object.search_metadata = null;
                    if (message.statuses && message.statuses.length) {
                        object.statuses = $Array(message.statuses.length);
                        for (let j = 0; j < message.statuses.length; ++j)
                            object.statuses[j] = $root.bale.bench.twitter.Status.toObject(message.statuses[j], options, _depth + 1);
                    }
                    if (message.search_metadata != null && $Object.hasOwnProperty.call(message, "search_metadata"))
                        object.search_metadata = $root.bale.bench.twitter.SearchMetadata.toObject(message.search_metadata, options, _depth + 1);
                    return object;
                };

                /**
                 * Converts this SearchResponse to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.SearchResponse
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                SearchResponse.prototype.toJSON = function() {
                    return SearchResponse.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for SearchResponse
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.SearchResponse
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                SearchResponse.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.SearchResponse";
                };

                return SearchResponse;
            })();

            twitter.Status = (function() {

                /**
                 * Properties of a Status.
                 * @typedef {Object} bale.bench.twitter.Status.$Properties
                 * @property {bale.bench.twitter.StatusMetadata.$Properties|null} [metadata] Status metadata
                 * @property {string|null} [created_at] Status created_at
                 * @property {number|null} [id] Status id
                 * @property {string|null} [id_str] Status id_str
                 * @property {string|null} [text] Status text
                 * @property {string|null} [source] Status source
                 * @property {boolean|null} [truncated] Status truncated
                 * @property {number|null} [in_reply_to_status_id] Status in_reply_to_status_id
                 * @property {string|null} [in_reply_to_status_id_str] Status in_reply_to_status_id_str
                 * @property {number|null} [in_reply_to_user_id] Status in_reply_to_user_id
                 * @property {string|null} [in_reply_to_user_id_str] Status in_reply_to_user_id_str
                 * @property {string|null} [in_reply_to_screen_name] Status in_reply_to_screen_name
                 * @property {bale.bench.twitter.User.$Properties|null} [user] Status user
                 * @property {string|null} [geo] Status geo
                 * @property {string|null} [coordinates] Status coordinates
                 * @property {string|null} [place] Status place
                 * @property {string|null} [contributors] Status contributors
                 * @property {bale.bench.twitter.Status.$Properties|null} [retweeted_status] Status retweeted_status
                 * @property {number|null} [retweet_count] Status retweet_count
                 * @property {number|null} [favorite_count] Status favorite_count
                 * @property {bale.bench.twitter.Entities.$Properties|null} [entities] Status entities
                 * @property {boolean|null} [favorited] Status favorited
                 * @property {boolean|null} [retweeted] Status retweeted
                 * @property {boolean|null} [possibly_sensitive] Status possibly_sensitive
                 * @property {string|null} [lang] Status lang
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Status.
                 * @memberof bale.bench.twitter
                 * @interface IStatus
                 * @augments bale.bench.twitter.Status.$Properties
                 * @deprecated Use bale.bench.twitter.Status.$Properties instead.
                 */

                /**
                 * Shape of a Status.
                 * @typedef {bale.bench.twitter.Status.$Properties} bale.bench.twitter.Status.$Shape
                 */

                /**
                 * Constructs a new Status.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a Status.
                 * @constructor
                 * @param {bale.bench.twitter.Status.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Status = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Status metadata.
                 * @member {bale.bench.twitter.StatusMetadata.$Properties|null|undefined} metadata
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.metadata = null;

                /**
                 * Status created_at.
                 * @member {string} created_at
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.created_at = "";

                /**
                 * Status id.
                 * @member {number} id
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Status id_str.
                 * @member {string} id_str
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.id_str = "";

                /**
                 * Status text.
                 * @member {string} text
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.text = "";

                /**
                 * Status source.
                 * @member {string} source
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.source = "";

                /**
                 * Status truncated.
                 * @member {boolean} truncated
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.truncated = false;

                /**
                 * Status in_reply_to_status_id.
                 * @member {number|null|undefined} in_reply_to_status_id
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.in_reply_to_status_id = null;

                /**
                 * Status in_reply_to_status_id_str.
                 * @member {string|null|undefined} in_reply_to_status_id_str
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.in_reply_to_status_id_str = null;

                /**
                 * Status in_reply_to_user_id.
                 * @member {number|null|undefined} in_reply_to_user_id
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.in_reply_to_user_id = null;

                /**
                 * Status in_reply_to_user_id_str.
                 * @member {string|null|undefined} in_reply_to_user_id_str
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.in_reply_to_user_id_str = null;

                /**
                 * Status in_reply_to_screen_name.
                 * @member {string|null|undefined} in_reply_to_screen_name
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.in_reply_to_screen_name = null;

                /**
                 * Status user.
                 * @member {bale.bench.twitter.User.$Properties|null|undefined} user
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.user = null;

                /**
                 * Status geo.
                 * @member {string|null|undefined} geo
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.geo = null;

                /**
                 * Status coordinates.
                 * @member {string|null|undefined} coordinates
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.coordinates = null;

                /**
                 * Status place.
                 * @member {string|null|undefined} place
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.place = null;

                /**
                 * Status contributors.
                 * @member {string|null|undefined} contributors
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.contributors = null;

                /**
                 * Status retweeted_status.
                 * @member {bale.bench.twitter.Status.$Properties|null|undefined} retweeted_status
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.retweeted_status = null;

                /**
                 * Status retweet_count.
                 * @member {number} retweet_count
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.retweet_count = 0;

                /**
                 * Status favorite_count.
                 * @member {number} favorite_count
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.favorite_count = 0;

                /**
                 * Status entities.
                 * @member {bale.bench.twitter.Entities.$Properties|null|undefined} entities
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.entities = null;

                /**
                 * Status favorited.
                 * @member {boolean} favorited
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.favorited = false;

                /**
                 * Status retweeted.
                 * @member {boolean} retweeted
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.retweeted = false;

                /**
                 * Status possibly_sensitive.
                 * @member {boolean|null|undefined} possibly_sensitive
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.possibly_sensitive = null;

                /**
                 * Status lang.
                 * @member {string} lang
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 */
                Status.prototype.lang = "";

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_in_reply_to_status_id", {
                    get: $util.oneOfGetter($oneOfFields = ["in_reply_to_status_id"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_in_reply_to_status_id_str", {
                    get: $util.oneOfGetter($oneOfFields = ["in_reply_to_status_id_str"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_in_reply_to_user_id", {
                    get: $util.oneOfGetter($oneOfFields = ["in_reply_to_user_id"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_in_reply_to_user_id_str", {
                    get: $util.oneOfGetter($oneOfFields = ["in_reply_to_user_id_str"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_in_reply_to_screen_name", {
                    get: $util.oneOfGetter($oneOfFields = ["in_reply_to_screen_name"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_geo", {
                    get: $util.oneOfGetter($oneOfFields = ["geo"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_coordinates", {
                    get: $util.oneOfGetter($oneOfFields = ["coordinates"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_place", {
                    get: $util.oneOfGetter($oneOfFields = ["place"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_contributors", {
                    get: $util.oneOfGetter($oneOfFields = ["contributors"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Status.prototype, "_possibly_sensitive", {
                    get: $util.oneOfGetter($oneOfFields = ["possibly_sensitive"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new Status instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.Status
                 * @static
                 * @param {bale.bench.twitter.Status.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.Status} Status instance
                 * @type {{
                 *   (properties: bale.bench.twitter.Status.$Shape): bale.bench.twitter.Status & bale.bench.twitter.Status.$Shape;
                 *   (properties?: bale.bench.twitter.Status.$Properties): bale.bench.twitter.Status;
                 * }}
                 */
                Status.create = function(properties) {
                    return new Status(properties);
                };

                /**
                 * Encodes the specified Status message. Does not implicitly {@link bale.bench.twitter.Status.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.Status
                 * @static
                 * @param {bale.bench.twitter.Status.$Properties} message Status message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Status.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.metadata != null && $Object.hasOwnProperty.call(message, "metadata"))
                        $root.bale.bench.twitter.StatusMetadata.encode(message.metadata, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.created_at != null && $Object.hasOwnProperty.call(message, "created_at") && message.created_at !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.created_at);
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(/* id 3, wireType 0 =*/24).int64(message.id);
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str") && message.id_str !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.id_str);
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text") && message.text !== "")
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.text);
                    if (message.source != null && $Object.hasOwnProperty.call(message, "source") && message.source !== "")
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.source);
                    if (message.truncated != null && $Object.hasOwnProperty.call(message, "truncated") && message.truncated !== false)
                        writer.uint32(/* id 7, wireType 0 =*/56).bool(message.truncated);
                    if (message.in_reply_to_status_id != null && $Object.hasOwnProperty.call(message, "in_reply_to_status_id"))
                        writer.uint32(/* id 8, wireType 0 =*/64).int64(message.in_reply_to_status_id);
                    if (message.in_reply_to_status_id_str != null && $Object.hasOwnProperty.call(message, "in_reply_to_status_id_str"))
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.in_reply_to_status_id_str);
                    if (message.in_reply_to_user_id != null && $Object.hasOwnProperty.call(message, "in_reply_to_user_id"))
                        writer.uint32(/* id 10, wireType 0 =*/80).int64(message.in_reply_to_user_id);
                    if (message.in_reply_to_user_id_str != null && $Object.hasOwnProperty.call(message, "in_reply_to_user_id_str"))
                        writer.uint32(/* id 11, wireType 2 =*/90).string(message.in_reply_to_user_id_str);
                    if (message.in_reply_to_screen_name != null && $Object.hasOwnProperty.call(message, "in_reply_to_screen_name"))
                        writer.uint32(/* id 12, wireType 2 =*/98).string(message.in_reply_to_screen_name);
                    if (message.user != null && $Object.hasOwnProperty.call(message, "user"))
                        $root.bale.bench.twitter.User.encode(message.user, writer.uint32(/* id 13, wireType 2 =*/106).fork(), _depth + 1).ldelim();
                    if (message.geo != null && $Object.hasOwnProperty.call(message, "geo"))
                        writer.uint32(/* id 14, wireType 2 =*/114).string(message.geo);
                    if (message.coordinates != null && $Object.hasOwnProperty.call(message, "coordinates"))
                        writer.uint32(/* id 15, wireType 2 =*/122).string(message.coordinates);
                    if (message.place != null && $Object.hasOwnProperty.call(message, "place"))
                        writer.uint32(/* id 16, wireType 2 =*/130).string(message.place);
                    if (message.contributors != null && $Object.hasOwnProperty.call(message, "contributors"))
                        writer.uint32(/* id 17, wireType 2 =*/138).string(message.contributors);
                    if (message.retweeted_status != null && $Object.hasOwnProperty.call(message, "retweeted_status"))
                        $root.bale.bench.twitter.Status.encode(message.retweeted_status, writer.uint32(/* id 18, wireType 2 =*/146).fork(), _depth + 1).ldelim();
                    if (message.retweet_count != null && $Object.hasOwnProperty.call(message, "retweet_count") && message.retweet_count !== 0)
                        writer.uint32(/* id 19, wireType 0 =*/152).int32(message.retweet_count);
                    if (message.favorite_count != null && $Object.hasOwnProperty.call(message, "favorite_count") && message.favorite_count !== 0)
                        writer.uint32(/* id 20, wireType 0 =*/160).int32(message.favorite_count);
                    if (message.entities != null && $Object.hasOwnProperty.call(message, "entities"))
                        $root.bale.bench.twitter.Entities.encode(message.entities, writer.uint32(/* id 21, wireType 2 =*/170).fork(), _depth + 1).ldelim();
                    if (message.favorited != null && $Object.hasOwnProperty.call(message, "favorited") && message.favorited !== false)
                        writer.uint32(/* id 22, wireType 0 =*/176).bool(message.favorited);
                    if (message.retweeted != null && $Object.hasOwnProperty.call(message, "retweeted") && message.retweeted !== false)
                        writer.uint32(/* id 23, wireType 0 =*/184).bool(message.retweeted);
                    if (message.possibly_sensitive != null && $Object.hasOwnProperty.call(message, "possibly_sensitive"))
                        writer.uint32(/* id 24, wireType 0 =*/192).bool(message.possibly_sensitive);
                    if (message.lang != null && $Object.hasOwnProperty.call(message, "lang") && message.lang !== "")
                        writer.uint32(/* id 25, wireType 2 =*/202).string(message.lang);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Status message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.Status
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.Status & bale.bench.twitter.Status.$Shape} Status
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Status.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.Status();
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
                                message.metadata = $root.bale.bench.twitter.StatusMetadata.decode(reader, reader.size(), $undefined, _depth + 1, message.metadata);
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.created_at = value;
                                else
                                    delete message.created_at;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.id_str = value;
                                else
                                    delete message.id_str;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.text = value;
                                else
                                    delete message.text;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.source = value;
                                else
                                    delete message.source;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.truncated = value;
                                else
                                    delete message.truncated;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 0)
                                    break;
                                message.in_reply_to_status_id = reader.int64();
                                message._in_reply_to_status_id = "in_reply_to_status_id";
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                message.in_reply_to_status_id_str = reader.stringVerify();
                                message._in_reply_to_status_id_str = "in_reply_to_status_id_str";
                                continue;
                            }
                        case 10: {
                                if (wireType !== 0)
                                    break;
                                message.in_reply_to_user_id = reader.int64();
                                message._in_reply_to_user_id = "in_reply_to_user_id";
                                continue;
                            }
                        case 11: {
                                if (wireType !== 2)
                                    break;
                                message.in_reply_to_user_id_str = reader.stringVerify();
                                message._in_reply_to_user_id_str = "in_reply_to_user_id_str";
                                continue;
                            }
                        case 12: {
                                if (wireType !== 2)
                                    break;
                                message.in_reply_to_screen_name = reader.stringVerify();
                                message._in_reply_to_screen_name = "in_reply_to_screen_name";
                                continue;
                            }
                        case 13: {
                                if (wireType !== 2)
                                    break;
                                message.user = $root.bale.bench.twitter.User.decode(reader, reader.size(), $undefined, _depth + 1, message.user);
                                continue;
                            }
                        case 14: {
                                if (wireType !== 2)
                                    break;
                                message.geo = reader.stringVerify();
                                message._geo = "geo";
                                continue;
                            }
                        case 15: {
                                if (wireType !== 2)
                                    break;
                                message.coordinates = reader.stringVerify();
                                message._coordinates = "coordinates";
                                continue;
                            }
                        case 16: {
                                if (wireType !== 2)
                                    break;
                                message.place = reader.stringVerify();
                                message._place = "place";
                                continue;
                            }
                        case 17: {
                                if (wireType !== 2)
                                    break;
                                message.contributors = reader.stringVerify();
                                message._contributors = "contributors";
                                continue;
                            }
                        case 18: {
                                if (wireType !== 2)
                                    break;
                                message.retweeted_status = $root.bale.bench.twitter.Status.decode(reader, reader.size(), $undefined, _depth + 1, message.retweeted_status);
                                continue;
                            }
                        case 19: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.retweet_count = value;
                                else
                                    delete message.retweet_count;
                                continue;
                            }
                        case 20: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.favorite_count = value;
                                else
                                    delete message.favorite_count;
                                continue;
                            }
                        case 21: {
                                if (wireType !== 2)
                                    break;
                                message.entities = $root.bale.bench.twitter.Entities.decode(reader, reader.size(), $undefined, _depth + 1, message.entities);
                                continue;
                            }
                        case 22: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.favorited = value;
                                else
                                    delete message.favorited;
                                continue;
                            }
                        case 23: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.retweeted = value;
                                else
                                    delete message.retweeted;
                                continue;
                            }
                        case 24: {
                                if (wireType !== 0)
                                    break;
                                message.possibly_sensitive = reader.bool();
                                message._possibly_sensitive = "possibly_sensitive";
                                continue;
                            }
                        case 25: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.lang = value;
                                else
                                    delete message.lang;
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
                 * Creates a Status message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.Status
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.Status} Status
                 */
                Status.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.Status)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.Status: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.Status();
                    if (object.metadata != null) {
                        if (!$util.isObject(object.metadata))
                            throw $TypeError(".bale.bench.twitter.Status.metadata: object expected");
                        message.metadata = $root.bale.bench.twitter.StatusMetadata.fromObject(object.metadata, _depth + 1);
                    }
                    if (object.created_at != null)
                        if (typeof object.created_at !== "string" || object.created_at.length)
                            message.created_at = $String(object.created_at);
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
                    if (object.id_str != null)
                        if (typeof object.id_str !== "string" || object.id_str.length)
                            message.id_str = $String(object.id_str);
                    if (object.text != null)
                        if (typeof object.text !== "string" || object.text.length)
                            message.text = $String(object.text);
                    if (object.source != null)
                        if (typeof object.source !== "string" || object.source.length)
                            message.source = $String(object.source);
                    if (object.truncated != null)
                        if (object.truncated)
                            message.truncated = $Boolean(object.truncated);
                    if (object.in_reply_to_status_id != null)
                        if ($util.Long)
                            message.in_reply_to_status_id = $util.Long.fromValue(object.in_reply_to_status_id, false);
                        else if (typeof object.in_reply_to_status_id === "string")
                            message.in_reply_to_status_id = $parseInt(object.in_reply_to_status_id, 10);
                        else if (typeof object.in_reply_to_status_id === "number")
                            message.in_reply_to_status_id = object.in_reply_to_status_id;
                        else if (typeof object.in_reply_to_status_id === "object")
                            message.in_reply_to_status_id = new $util.LongBits(object.in_reply_to_status_id.low >>> 0, object.in_reply_to_status_id.high >>> 0).toNumber();
                    if (object.in_reply_to_status_id_str != null)
                        message.in_reply_to_status_id_str = $String(object.in_reply_to_status_id_str);
                    if (object.in_reply_to_user_id != null)
                        if ($util.Long)
                            message.in_reply_to_user_id = $util.Long.fromValue(object.in_reply_to_user_id, false);
                        else if (typeof object.in_reply_to_user_id === "string")
                            message.in_reply_to_user_id = $parseInt(object.in_reply_to_user_id, 10);
                        else if (typeof object.in_reply_to_user_id === "number")
                            message.in_reply_to_user_id = object.in_reply_to_user_id;
                        else if (typeof object.in_reply_to_user_id === "object")
                            message.in_reply_to_user_id = new $util.LongBits(object.in_reply_to_user_id.low >>> 0, object.in_reply_to_user_id.high >>> 0).toNumber();
                    if (object.in_reply_to_user_id_str != null)
                        message.in_reply_to_user_id_str = $String(object.in_reply_to_user_id_str);
                    if (object.in_reply_to_screen_name != null)
                        message.in_reply_to_screen_name = $String(object.in_reply_to_screen_name);
                    if (object.user != null) {
                        if (!$util.isObject(object.user))
                            throw $TypeError(".bale.bench.twitter.Status.user: object expected");
                        message.user = $root.bale.bench.twitter.User.fromObject(object.user, _depth + 1);
                    }
                    if (object.geo != null)
                        message.geo = $String(object.geo);
                    if (object.coordinates != null)
                        message.coordinates = $String(object.coordinates);
                    if (object.place != null)
                        message.place = $String(object.place);
                    if (object.contributors != null)
                        message.contributors = $String(object.contributors);
                    if (object.retweeted_status != null) {
                        if (!$util.isObject(object.retweeted_status))
                            throw $TypeError(".bale.bench.twitter.Status.retweeted_status: object expected");
                        message.retweeted_status = $root.bale.bench.twitter.Status.fromObject(object.retweeted_status, _depth + 1);
                    }
                    if (object.retweet_count != null)
                        if ($Number(object.retweet_count) !== 0)
                            message.retweet_count = object.retweet_count | 0;
                    if (object.favorite_count != null)
                        if ($Number(object.favorite_count) !== 0)
                            message.favorite_count = object.favorite_count | 0;
                    if (object.entities != null) {
                        if (!$util.isObject(object.entities))
                            throw $TypeError(".bale.bench.twitter.Status.entities: object expected");
                        message.entities = $root.bale.bench.twitter.Entities.fromObject(object.entities, _depth + 1);
                    }
                    if (object.favorited != null)
                        if (object.favorited)
                            message.favorited = $Boolean(object.favorited);
                    if (object.retweeted != null)
                        if (object.retweeted)
                            message.retweeted = $Boolean(object.retweeted);
                    if (object.possibly_sensitive != null)
                        message.possibly_sensitive = $Boolean(object.possibly_sensitive);
                    if (object.lang != null)
                        if (typeof object.lang !== "string" || object.lang.length)
                            message.lang = $String(object.lang);
                    return message;
                };

                /**
                 * Creates a plain object from a Status message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.Status
                 * @static
                 * @param {bale.bench.twitter.Status} message Status
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Status.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.metadata = null;
                        object.created_at = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.id_str = "";
                        object.text = "";
                        object.source = "";
                        object.truncated = false;
                        object.user = null;
                        object.retweeted_status = null;
                        object.retweet_count = 0;
                        object.favorite_count = 0;
                        object.entities = null;
                        object.favorited = false;
                        object.retweeted = false;
                        object.lang = "";
                    }
                    if (message.metadata != null && $Object.hasOwnProperty.call(message, "metadata"))
                        object.metadata = $root.bale.bench.twitter.StatusMetadata.toObject(message.metadata, options, _depth + 1);
                    if (message.created_at != null && $Object.hasOwnProperty.call(message, "created_at"))
                        object.created_at = message.created_at;
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, false).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber() : message.id;
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str"))
                        object.id_str = message.id_str;
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                        object.text = message.text;
                    if (message.source != null && $Object.hasOwnProperty.call(message, "source"))
                        object.source = message.source;
                    if (message.truncated != null && $Object.hasOwnProperty.call(message, "truncated"))
                        object.truncated = message.truncated;
                    if (message.in_reply_to_status_id != null && $Object.hasOwnProperty.call(message, "in_reply_to_status_id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.in_reply_to_status_id = typeof message.in_reply_to_status_id === "number" ? $BigInt(message.in_reply_to_status_id) : $util.Long.fromBits(message.in_reply_to_status_id.low >>> 0, message.in_reply_to_status_id.high >>> 0, false).toBigInt();
                        else if (typeof message.in_reply_to_status_id === "number")
                            object.in_reply_to_status_id = options.longs === $String ? $String(message.in_reply_to_status_id) : message.in_reply_to_status_id;
                        else
                            object.in_reply_to_status_id = options.longs === $String ? $util.Long.prototype.toString.call(message.in_reply_to_status_id) : options.longs === $Number ? new $util.LongBits(message.in_reply_to_status_id.low >>> 0, message.in_reply_to_status_id.high >>> 0).toNumber() : message.in_reply_to_status_id;
                    if (message.in_reply_to_status_id_str != null && $Object.hasOwnProperty.call(message, "in_reply_to_status_id_str"))
                        object.in_reply_to_status_id_str = message.in_reply_to_status_id_str;
                    if (message.in_reply_to_user_id != null && $Object.hasOwnProperty.call(message, "in_reply_to_user_id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.in_reply_to_user_id = typeof message.in_reply_to_user_id === "number" ? $BigInt(message.in_reply_to_user_id) : $util.Long.fromBits(message.in_reply_to_user_id.low >>> 0, message.in_reply_to_user_id.high >>> 0, false).toBigInt();
                        else if (typeof message.in_reply_to_user_id === "number")
                            object.in_reply_to_user_id = options.longs === $String ? $String(message.in_reply_to_user_id) : message.in_reply_to_user_id;
                        else
                            object.in_reply_to_user_id = options.longs === $String ? $util.Long.prototype.toString.call(message.in_reply_to_user_id) : options.longs === $Number ? new $util.LongBits(message.in_reply_to_user_id.low >>> 0, message.in_reply_to_user_id.high >>> 0).toNumber() : message.in_reply_to_user_id;
                    if (message.in_reply_to_user_id_str != null && $Object.hasOwnProperty.call(message, "in_reply_to_user_id_str"))
                        object.in_reply_to_user_id_str = message.in_reply_to_user_id_str;
                    if (message.in_reply_to_screen_name != null && $Object.hasOwnProperty.call(message, "in_reply_to_screen_name"))
                        object.in_reply_to_screen_name = message.in_reply_to_screen_name;
                    if (message.user != null && $Object.hasOwnProperty.call(message, "user"))
                        object.user = $root.bale.bench.twitter.User.toObject(message.user, options, _depth + 1);
                    if (message.geo != null && $Object.hasOwnProperty.call(message, "geo"))
                        object.geo = message.geo;
                    if (message.coordinates != null && $Object.hasOwnProperty.call(message, "coordinates"))
                        object.coordinates = message.coordinates;
                    if (message.place != null && $Object.hasOwnProperty.call(message, "place"))
                        object.place = message.place;
                    if (message.contributors != null && $Object.hasOwnProperty.call(message, "contributors"))
                        object.contributors = message.contributors;
                    if (message.retweeted_status != null && $Object.hasOwnProperty.call(message, "retweeted_status"))
                        object.retweeted_status = $root.bale.bench.twitter.Status.toObject(message.retweeted_status, options, _depth + 1);
                    if (message.retweet_count != null && $Object.hasOwnProperty.call(message, "retweet_count"))
                        object.retweet_count = message.retweet_count;
                    if (message.favorite_count != null && $Object.hasOwnProperty.call(message, "favorite_count"))
                        object.favorite_count = message.favorite_count;
                    if (message.entities != null && $Object.hasOwnProperty.call(message, "entities"))
                        object.entities = $root.bale.bench.twitter.Entities.toObject(message.entities, options, _depth + 1);
                    if (message.favorited != null && $Object.hasOwnProperty.call(message, "favorited"))
                        object.favorited = message.favorited;
                    if (message.retweeted != null && $Object.hasOwnProperty.call(message, "retweeted"))
                        object.retweeted = message.retweeted;
                    if (message.possibly_sensitive != null && $Object.hasOwnProperty.call(message, "possibly_sensitive"))
                        object.possibly_sensitive = message.possibly_sensitive;
                    if (message.lang != null && $Object.hasOwnProperty.call(message, "lang"))
                        object.lang = message.lang;
                    return object;
                };

                /**
                 * Converts this Status to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.Status
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Status.prototype.toJSON = function() {
                    return Status.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Status
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.Status
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Status.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.Status";
                };

                return Status;
            })();

            twitter.StatusMetadata = (function() {

                /**
                 * Properties of a StatusMetadata.
                 * @typedef {Object} bale.bench.twitter.StatusMetadata.$Properties
                 * @property {string|null} [result_type] StatusMetadata result_type
                 * @property {string|null} [iso_language_code] StatusMetadata iso_language_code
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a StatusMetadata.
                 * @memberof bale.bench.twitter
                 * @interface IStatusMetadata
                 * @augments bale.bench.twitter.StatusMetadata.$Properties
                 * @deprecated Use bale.bench.twitter.StatusMetadata.$Properties instead.
                 */

                /**
                 * Shape of a StatusMetadata.
                 * @typedef {bale.bench.twitter.StatusMetadata.$Properties} bale.bench.twitter.StatusMetadata.$Shape
                 */

                /**
                 * Constructs a new StatusMetadata.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a StatusMetadata.
                 * @constructor
                 * @param {bale.bench.twitter.StatusMetadata.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const StatusMetadata = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * StatusMetadata result_type.
                 * @member {string} result_type
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @instance
                 */
                StatusMetadata.prototype.result_type = "";

                /**
                 * StatusMetadata iso_language_code.
                 * @member {string} iso_language_code
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @instance
                 */
                StatusMetadata.prototype.iso_language_code = "";

                /**
                 * Creates a new StatusMetadata instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @static
                 * @param {bale.bench.twitter.StatusMetadata.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.StatusMetadata} StatusMetadata instance
                 * @type {{
                 *   (properties: bale.bench.twitter.StatusMetadata.$Shape): bale.bench.twitter.StatusMetadata & bale.bench.twitter.StatusMetadata.$Shape;
                 *   (properties?: bale.bench.twitter.StatusMetadata.$Properties): bale.bench.twitter.StatusMetadata;
                 * }}
                 */
                StatusMetadata.create = function(properties) {
                    return new StatusMetadata(properties);
                };

                /**
                 * Encodes the specified StatusMetadata message. Does not implicitly {@link bale.bench.twitter.StatusMetadata.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @static
                 * @param {bale.bench.twitter.StatusMetadata.$Properties} message StatusMetadata message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                StatusMetadata.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.result_type != null && $Object.hasOwnProperty.call(message, "result_type") && message.result_type !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.result_type);
                    if (message.iso_language_code != null && $Object.hasOwnProperty.call(message, "iso_language_code") && message.iso_language_code !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.iso_language_code);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a StatusMetadata message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.StatusMetadata & bale.bench.twitter.StatusMetadata.$Shape} StatusMetadata
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                StatusMetadata.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.StatusMetadata();
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
                                    message.result_type = value;
                                else
                                    delete message.result_type;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.iso_language_code = value;
                                else
                                    delete message.iso_language_code;
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
                 * Creates a StatusMetadata message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.StatusMetadata} StatusMetadata
                 */
                StatusMetadata.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.StatusMetadata)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.StatusMetadata: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.StatusMetadata();
                    if (object.result_type != null)
                        if (typeof object.result_type !== "string" || object.result_type.length)
                            message.result_type = $String(object.result_type);
                    if (object.iso_language_code != null)
                        if (typeof object.iso_language_code !== "string" || object.iso_language_code.length)
                            message.iso_language_code = $String(object.iso_language_code);
                    return message;
                };

                /**
                 * Creates a plain object from a StatusMetadata message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @static
                 * @param {bale.bench.twitter.StatusMetadata} message StatusMetadata
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                StatusMetadata.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.result_type = "";
                        object.iso_language_code = "";
                    }
                    if (message.result_type != null && $Object.hasOwnProperty.call(message, "result_type"))
                        object.result_type = message.result_type;
                    if (message.iso_language_code != null && $Object.hasOwnProperty.call(message, "iso_language_code"))
                        object.iso_language_code = message.iso_language_code;
                    return object;
                };

                /**
                 * Converts this StatusMetadata to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                StatusMetadata.prototype.toJSON = function() {
                    return StatusMetadata.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for StatusMetadata
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.StatusMetadata
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                StatusMetadata.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.StatusMetadata";
                };

                return StatusMetadata;
            })();

            twitter.User = (function() {

                /**
                 * Properties of a User.
                 * @typedef {Object} bale.bench.twitter.User.$Properties
                 * @property {number|null} [id] User id
                 * @property {string|null} [id_str] User id_str
                 * @property {string|null} [name] User name
                 * @property {string|null} [screen_name] User screen_name
                 * @property {string|null} [location] User location
                 * @property {string|null} [description] User description
                 * @property {string|null} [url] User url
                 * @property {bale.bench.twitter.UserEntities.$Properties|null} [entities] User entities
                 * @property {boolean|null} ["protected"] User protected
                 * @property {number|null} [followers_count] User followers_count
                 * @property {number|null} [friends_count] User friends_count
                 * @property {number|null} [listed_count] User listed_count
                 * @property {string|null} [created_at] User created_at
                 * @property {number|null} [favourites_count] User favourites_count
                 * @property {number|null} [utc_offset] User utc_offset
                 * @property {string|null} [time_zone] User time_zone
                 * @property {boolean|null} [geo_enabled] User geo_enabled
                 * @property {boolean|null} [verified] User verified
                 * @property {number|null} [statuses_count] User statuses_count
                 * @property {string|null} [lang] User lang
                 * @property {boolean|null} [contributors_enabled] User contributors_enabled
                 * @property {boolean|null} [is_translator] User is_translator
                 * @property {boolean|null} [is_translation_enabled] User is_translation_enabled
                 * @property {string|null} [profile_background_color] User profile_background_color
                 * @property {string|null} [profile_background_image_url] User profile_background_image_url
                 * @property {string|null} [profile_background_image_url_https] User profile_background_image_url_https
                 * @property {boolean|null} [profile_background_tile] User profile_background_tile
                 * @property {string|null} [profile_image_url] User profile_image_url
                 * @property {string|null} [profile_image_url_https] User profile_image_url_https
                 * @property {string|null} [profile_banner_url] User profile_banner_url
                 * @property {string|null} [profile_link_color] User profile_link_color
                 * @property {string|null} [profile_sidebar_border_color] User profile_sidebar_border_color
                 * @property {string|null} [profile_sidebar_fill_color] User profile_sidebar_fill_color
                 * @property {string|null} [profile_text_color] User profile_text_color
                 * @property {boolean|null} [profile_use_background_image] User profile_use_background_image
                 * @property {boolean|null} [default_profile] User default_profile
                 * @property {boolean|null} [default_profile_image] User default_profile_image
                 * @property {boolean|null} [following] User following
                 * @property {boolean|null} [follow_request_sent] User follow_request_sent
                 * @property {boolean|null} [notifications] User notifications
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a User.
                 * @memberof bale.bench.twitter
                 * @interface IUser
                 * @augments bale.bench.twitter.User.$Properties
                 * @deprecated Use bale.bench.twitter.User.$Properties instead.
                 */

                /**
                 * Shape of a User.
                 * @typedef {bale.bench.twitter.User.$Properties} bale.bench.twitter.User.$Shape
                 */

                /**
                 * Constructs a new User.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a User.
                 * @constructor
                 * @param {bale.bench.twitter.User.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const User = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * User id.
                 * @member {number} id
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * User id_str.
                 * @member {string} id_str
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.id_str = "";

                /**
                 * User name.
                 * @member {string} name
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.name = "";

                /**
                 * User screen_name.
                 * @member {string} screen_name
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.screen_name = "";

                /**
                 * User location.
                 * @member {string} location
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.location = "";

                /**
                 * User description.
                 * @member {string} description
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.description = "";

                /**
                 * User url.
                 * @member {string|null|undefined} url
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.url = null;

                /**
                 * User entities.
                 * @member {bale.bench.twitter.UserEntities.$Properties|null|undefined} entities
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.entities = null;

                /**
                 * User protected.
                 * @member {boolean} protected
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype["protected"] = false;

                /**
                 * User followers_count.
                 * @member {number} followers_count
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.followers_count = 0;

                /**
                 * User friends_count.
                 * @member {number} friends_count
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.friends_count = 0;

                /**
                 * User listed_count.
                 * @member {number} listed_count
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.listed_count = 0;

                /**
                 * User created_at.
                 * @member {string} created_at
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.created_at = "";

                /**
                 * User favourites_count.
                 * @member {number} favourites_count
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.favourites_count = 0;

                /**
                 * User utc_offset.
                 * @member {number|null|undefined} utc_offset
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.utc_offset = null;

                /**
                 * User time_zone.
                 * @member {string|null|undefined} time_zone
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.time_zone = null;

                /**
                 * User geo_enabled.
                 * @member {boolean} geo_enabled
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.geo_enabled = false;

                /**
                 * User verified.
                 * @member {boolean} verified
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.verified = false;

                /**
                 * User statuses_count.
                 * @member {number} statuses_count
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.statuses_count = 0;

                /**
                 * User lang.
                 * @member {string} lang
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.lang = "";

                /**
                 * User contributors_enabled.
                 * @member {boolean} contributors_enabled
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.contributors_enabled = false;

                /**
                 * User is_translator.
                 * @member {boolean} is_translator
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.is_translator = false;

                /**
                 * User is_translation_enabled.
                 * @member {boolean} is_translation_enabled
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.is_translation_enabled = false;

                /**
                 * User profile_background_color.
                 * @member {string} profile_background_color
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_background_color = "";

                /**
                 * User profile_background_image_url.
                 * @member {string} profile_background_image_url
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_background_image_url = "";

                /**
                 * User profile_background_image_url_https.
                 * @member {string} profile_background_image_url_https
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_background_image_url_https = "";

                /**
                 * User profile_background_tile.
                 * @member {boolean} profile_background_tile
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_background_tile = false;

                /**
                 * User profile_image_url.
                 * @member {string} profile_image_url
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_image_url = "";

                /**
                 * User profile_image_url_https.
                 * @member {string} profile_image_url_https
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_image_url_https = "";

                /**
                 * User profile_banner_url.
                 * @member {string|null|undefined} profile_banner_url
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_banner_url = null;

                /**
                 * User profile_link_color.
                 * @member {string} profile_link_color
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_link_color = "";

                /**
                 * User profile_sidebar_border_color.
                 * @member {string} profile_sidebar_border_color
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_sidebar_border_color = "";

                /**
                 * User profile_sidebar_fill_color.
                 * @member {string} profile_sidebar_fill_color
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_sidebar_fill_color = "";

                /**
                 * User profile_text_color.
                 * @member {string} profile_text_color
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_text_color = "";

                /**
                 * User profile_use_background_image.
                 * @member {boolean} profile_use_background_image
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.profile_use_background_image = false;

                /**
                 * User default_profile.
                 * @member {boolean} default_profile
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.default_profile = false;

                /**
                 * User default_profile_image.
                 * @member {boolean} default_profile_image
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.default_profile_image = false;

                /**
                 * User following.
                 * @member {boolean} following
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.following = false;

                /**
                 * User follow_request_sent.
                 * @member {boolean} follow_request_sent
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.follow_request_sent = false;

                /**
                 * User notifications.
                 * @member {boolean} notifications
                 * @memberof bale.bench.twitter.User
                 * @instance
                 */
                User.prototype.notifications = false;

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(User.prototype, "_url", {
                    get: $util.oneOfGetter($oneOfFields = ["url"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(User.prototype, "_utc_offset", {
                    get: $util.oneOfGetter($oneOfFields = ["utc_offset"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(User.prototype, "_time_zone", {
                    get: $util.oneOfGetter($oneOfFields = ["time_zone"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(User.prototype, "_profile_banner_url", {
                    get: $util.oneOfGetter($oneOfFields = ["profile_banner_url"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new User instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.User
                 * @static
                 * @param {bale.bench.twitter.User.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.User} User instance
                 * @type {{
                 *   (properties: bale.bench.twitter.User.$Shape): bale.bench.twitter.User & bale.bench.twitter.User.$Shape;
                 *   (properties?: bale.bench.twitter.User.$Properties): bale.bench.twitter.User;
                 * }}
                 */
                User.create = function(properties) {
                    return new User(properties);
                };

                /**
                 * Encodes the specified User message. Does not implicitly {@link bale.bench.twitter.User.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.User
                 * @static
                 * @param {bale.bench.twitter.User.$Properties} message User message or plain object to encode
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
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.id);
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str") && message.id_str !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.id_str);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.name);
                    if (message.screen_name != null && $Object.hasOwnProperty.call(message, "screen_name") && message.screen_name !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.screen_name);
                    if (message.location != null && $Object.hasOwnProperty.call(message, "location") && message.location !== "")
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.location);
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description") && message.description !== "")
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.description);
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.url);
                    if (message.entities != null && $Object.hasOwnProperty.call(message, "entities"))
                        $root.bale.bench.twitter.UserEntities.encode(message.entities, writer.uint32(/* id 8, wireType 2 =*/66).fork(), _depth + 1).ldelim();
                    if (message["protected"] != null && $Object.hasOwnProperty.call(message, "protected") && message["protected"] !== false)
                        writer.uint32(/* id 9, wireType 0 =*/72).bool(message["protected"]);
                    if (message.followers_count != null && $Object.hasOwnProperty.call(message, "followers_count") && message.followers_count !== 0)
                        writer.uint32(/* id 10, wireType 0 =*/80).int32(message.followers_count);
                    if (message.friends_count != null && $Object.hasOwnProperty.call(message, "friends_count") && message.friends_count !== 0)
                        writer.uint32(/* id 11, wireType 0 =*/88).int32(message.friends_count);
                    if (message.listed_count != null && $Object.hasOwnProperty.call(message, "listed_count") && message.listed_count !== 0)
                        writer.uint32(/* id 12, wireType 0 =*/96).int32(message.listed_count);
                    if (message.created_at != null && $Object.hasOwnProperty.call(message, "created_at") && message.created_at !== "")
                        writer.uint32(/* id 13, wireType 2 =*/106).string(message.created_at);
                    if (message.favourites_count != null && $Object.hasOwnProperty.call(message, "favourites_count") && message.favourites_count !== 0)
                        writer.uint32(/* id 14, wireType 0 =*/112).int32(message.favourites_count);
                    if (message.utc_offset != null && $Object.hasOwnProperty.call(message, "utc_offset"))
                        writer.uint32(/* id 15, wireType 0 =*/120).int32(message.utc_offset);
                    if (message.time_zone != null && $Object.hasOwnProperty.call(message, "time_zone"))
                        writer.uint32(/* id 16, wireType 2 =*/130).string(message.time_zone);
                    if (message.geo_enabled != null && $Object.hasOwnProperty.call(message, "geo_enabled") && message.geo_enabled !== false)
                        writer.uint32(/* id 17, wireType 0 =*/136).bool(message.geo_enabled);
                    if (message.verified != null && $Object.hasOwnProperty.call(message, "verified") && message.verified !== false)
                        writer.uint32(/* id 18, wireType 0 =*/144).bool(message.verified);
                    if (message.statuses_count != null && $Object.hasOwnProperty.call(message, "statuses_count") && message.statuses_count !== 0)
                        writer.uint32(/* id 19, wireType 0 =*/152).int32(message.statuses_count);
                    if (message.lang != null && $Object.hasOwnProperty.call(message, "lang") && message.lang !== "")
                        writer.uint32(/* id 20, wireType 2 =*/162).string(message.lang);
                    if (message.contributors_enabled != null && $Object.hasOwnProperty.call(message, "contributors_enabled") && message.contributors_enabled !== false)
                        writer.uint32(/* id 21, wireType 0 =*/168).bool(message.contributors_enabled);
                    if (message.is_translator != null && $Object.hasOwnProperty.call(message, "is_translator") && message.is_translator !== false)
                        writer.uint32(/* id 22, wireType 0 =*/176).bool(message.is_translator);
                    if (message.is_translation_enabled != null && $Object.hasOwnProperty.call(message, "is_translation_enabled") && message.is_translation_enabled !== false)
                        writer.uint32(/* id 23, wireType 0 =*/184).bool(message.is_translation_enabled);
                    if (message.profile_background_color != null && $Object.hasOwnProperty.call(message, "profile_background_color") && message.profile_background_color !== "")
                        writer.uint32(/* id 24, wireType 2 =*/194).string(message.profile_background_color);
                    if (message.profile_background_image_url != null && $Object.hasOwnProperty.call(message, "profile_background_image_url") && message.profile_background_image_url !== "")
                        writer.uint32(/* id 25, wireType 2 =*/202).string(message.profile_background_image_url);
                    if (message.profile_background_image_url_https != null && $Object.hasOwnProperty.call(message, "profile_background_image_url_https") && message.profile_background_image_url_https !== "")
                        writer.uint32(/* id 26, wireType 2 =*/210).string(message.profile_background_image_url_https);
                    if (message.profile_background_tile != null && $Object.hasOwnProperty.call(message, "profile_background_tile") && message.profile_background_tile !== false)
                        writer.uint32(/* id 27, wireType 0 =*/216).bool(message.profile_background_tile);
                    if (message.profile_image_url != null && $Object.hasOwnProperty.call(message, "profile_image_url") && message.profile_image_url !== "")
                        writer.uint32(/* id 28, wireType 2 =*/226).string(message.profile_image_url);
                    if (message.profile_image_url_https != null && $Object.hasOwnProperty.call(message, "profile_image_url_https") && message.profile_image_url_https !== "")
                        writer.uint32(/* id 29, wireType 2 =*/234).string(message.profile_image_url_https);
                    if (message.profile_banner_url != null && $Object.hasOwnProperty.call(message, "profile_banner_url"))
                        writer.uint32(/* id 30, wireType 2 =*/242).string(message.profile_banner_url);
                    if (message.profile_link_color != null && $Object.hasOwnProperty.call(message, "profile_link_color") && message.profile_link_color !== "")
                        writer.uint32(/* id 31, wireType 2 =*/250).string(message.profile_link_color);
                    if (message.profile_sidebar_border_color != null && $Object.hasOwnProperty.call(message, "profile_sidebar_border_color") && message.profile_sidebar_border_color !== "")
                        writer.uint32(/* id 32, wireType 2 =*/258).string(message.profile_sidebar_border_color);
                    if (message.profile_sidebar_fill_color != null && $Object.hasOwnProperty.call(message, "profile_sidebar_fill_color") && message.profile_sidebar_fill_color !== "")
                        writer.uint32(/* id 33, wireType 2 =*/266).string(message.profile_sidebar_fill_color);
                    if (message.profile_text_color != null && $Object.hasOwnProperty.call(message, "profile_text_color") && message.profile_text_color !== "")
                        writer.uint32(/* id 34, wireType 2 =*/274).string(message.profile_text_color);
                    if (message.profile_use_background_image != null && $Object.hasOwnProperty.call(message, "profile_use_background_image") && message.profile_use_background_image !== false)
                        writer.uint32(/* id 35, wireType 0 =*/280).bool(message.profile_use_background_image);
                    if (message.default_profile != null && $Object.hasOwnProperty.call(message, "default_profile") && message.default_profile !== false)
                        writer.uint32(/* id 36, wireType 0 =*/288).bool(message.default_profile);
                    if (message.default_profile_image != null && $Object.hasOwnProperty.call(message, "default_profile_image") && message.default_profile_image !== false)
                        writer.uint32(/* id 37, wireType 0 =*/296).bool(message.default_profile_image);
                    if (message.following != null && $Object.hasOwnProperty.call(message, "following") && message.following !== false)
                        writer.uint32(/* id 38, wireType 0 =*/304).bool(message.following);
                    if (message.follow_request_sent != null && $Object.hasOwnProperty.call(message, "follow_request_sent") && message.follow_request_sent !== false)
                        writer.uint32(/* id 39, wireType 0 =*/312).bool(message.follow_request_sent);
                    if (message.notifications != null && $Object.hasOwnProperty.call(message, "notifications") && message.notifications !== false)
                        writer.uint32(/* id 40, wireType 0 =*/320).bool(message.notifications);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a User message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.User
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.User & bale.bench.twitter.User.$Shape} User
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
                    message = _target || new $root.bale.bench.twitter.User();
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
                                    message.id_str = value;
                                else
                                    delete message.id_str;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.screen_name = value;
                                else
                                    delete message.screen_name;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.location = value;
                                else
                                    delete message.location;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.description = value;
                                else
                                    delete message.description;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                message.url = reader.stringVerify();
                                message._url = "url";
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                message.entities = $root.bale.bench.twitter.UserEntities.decode(reader, reader.size(), $undefined, _depth + 1, message.entities);
                                continue;
                            }
                        case 9: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message["protected"] = value;
                                else
                                    delete message["protected"];
                                continue;
                            }
                        case 10: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.followers_count = value;
                                else
                                    delete message.followers_count;
                                continue;
                            }
                        case 11: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.friends_count = value;
                                else
                                    delete message.friends_count;
                                continue;
                            }
                        case 12: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.listed_count = value;
                                else
                                    delete message.listed_count;
                                continue;
                            }
                        case 13: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.created_at = value;
                                else
                                    delete message.created_at;
                                continue;
                            }
                        case 14: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.favourites_count = value;
                                else
                                    delete message.favourites_count;
                                continue;
                            }
                        case 15: {
                                if (wireType !== 0)
                                    break;
                                message.utc_offset = reader.int32();
                                message._utc_offset = "utc_offset";
                                continue;
                            }
                        case 16: {
                                if (wireType !== 2)
                                    break;
                                message.time_zone = reader.stringVerify();
                                message._time_zone = "time_zone";
                                continue;
                            }
                        case 17: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.geo_enabled = value;
                                else
                                    delete message.geo_enabled;
                                continue;
                            }
                        case 18: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.verified = value;
                                else
                                    delete message.verified;
                                continue;
                            }
                        case 19: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.statuses_count = value;
                                else
                                    delete message.statuses_count;
                                continue;
                            }
                        case 20: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.lang = value;
                                else
                                    delete message.lang;
                                continue;
                            }
                        case 21: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.contributors_enabled = value;
                                else
                                    delete message.contributors_enabled;
                                continue;
                            }
                        case 22: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.is_translator = value;
                                else
                                    delete message.is_translator;
                                continue;
                            }
                        case 23: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.is_translation_enabled = value;
                                else
                                    delete message.is_translation_enabled;
                                continue;
                            }
                        case 24: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_background_color = value;
                                else
                                    delete message.profile_background_color;
                                continue;
                            }
                        case 25: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_background_image_url = value;
                                else
                                    delete message.profile_background_image_url;
                                continue;
                            }
                        case 26: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_background_image_url_https = value;
                                else
                                    delete message.profile_background_image_url_https;
                                continue;
                            }
                        case 27: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.profile_background_tile = value;
                                else
                                    delete message.profile_background_tile;
                                continue;
                            }
                        case 28: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_image_url = value;
                                else
                                    delete message.profile_image_url;
                                continue;
                            }
                        case 29: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_image_url_https = value;
                                else
                                    delete message.profile_image_url_https;
                                continue;
                            }
                        case 30: {
                                if (wireType !== 2)
                                    break;
                                message.profile_banner_url = reader.stringVerify();
                                message._profile_banner_url = "profile_banner_url";
                                continue;
                            }
                        case 31: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_link_color = value;
                                else
                                    delete message.profile_link_color;
                                continue;
                            }
                        case 32: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_sidebar_border_color = value;
                                else
                                    delete message.profile_sidebar_border_color;
                                continue;
                            }
                        case 33: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_sidebar_fill_color = value;
                                else
                                    delete message.profile_sidebar_fill_color;
                                continue;
                            }
                        case 34: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.profile_text_color = value;
                                else
                                    delete message.profile_text_color;
                                continue;
                            }
                        case 35: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.profile_use_background_image = value;
                                else
                                    delete message.profile_use_background_image;
                                continue;
                            }
                        case 36: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.default_profile = value;
                                else
                                    delete message.default_profile;
                                continue;
                            }
                        case 37: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.default_profile_image = value;
                                else
                                    delete message.default_profile_image;
                                continue;
                            }
                        case 38: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.following = value;
                                else
                                    delete message.following;
                                continue;
                            }
                        case 39: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.follow_request_sent = value;
                                else
                                    delete message.follow_request_sent;
                                continue;
                            }
                        case 40: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.bool())
                                    message.notifications = value;
                                else
                                    delete message.notifications;
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
                 * @memberof bale.bench.twitter.User
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.User} User
                 */
                User.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.User)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.User: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.User();
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
                    if (object.id_str != null)
                        if (typeof object.id_str !== "string" || object.id_str.length)
                            message.id_str = $String(object.id_str);
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.screen_name != null)
                        if (typeof object.screen_name !== "string" || object.screen_name.length)
                            message.screen_name = $String(object.screen_name);
                    if (object.location != null)
                        if (typeof object.location !== "string" || object.location.length)
                            message.location = $String(object.location);
                    if (object.description != null)
                        if (typeof object.description !== "string" || object.description.length)
                            message.description = $String(object.description);
                    if (object.url != null)
                        message.url = $String(object.url);
                    if (object.entities != null) {
                        if (!$util.isObject(object.entities))
                            throw $TypeError(".bale.bench.twitter.User.entities: object expected");
                        message.entities = $root.bale.bench.twitter.UserEntities.fromObject(object.entities, _depth + 1);
                    }
                    if (object["protected"] != null)
                        if (object["protected"])
                            message["protected"] = $Boolean(object["protected"]);
                    if (object.followers_count != null)
                        if ($Number(object.followers_count) !== 0)
                            message.followers_count = object.followers_count | 0;
                    if (object.friends_count != null)
                        if ($Number(object.friends_count) !== 0)
                            message.friends_count = object.friends_count | 0;
                    if (object.listed_count != null)
                        if ($Number(object.listed_count) !== 0)
                            message.listed_count = object.listed_count | 0;
                    if (object.created_at != null)
                        if (typeof object.created_at !== "string" || object.created_at.length)
                            message.created_at = $String(object.created_at);
                    if (object.favourites_count != null)
                        if ($Number(object.favourites_count) !== 0)
                            message.favourites_count = object.favourites_count | 0;
                    if (object.utc_offset != null)
                        message.utc_offset = object.utc_offset | 0;
                    if (object.time_zone != null)
                        message.time_zone = $String(object.time_zone);
                    if (object.geo_enabled != null)
                        if (object.geo_enabled)
                            message.geo_enabled = $Boolean(object.geo_enabled);
                    if (object.verified != null)
                        if (object.verified)
                            message.verified = $Boolean(object.verified);
                    if (object.statuses_count != null)
                        if ($Number(object.statuses_count) !== 0)
                            message.statuses_count = object.statuses_count | 0;
                    if (object.lang != null)
                        if (typeof object.lang !== "string" || object.lang.length)
                            message.lang = $String(object.lang);
                    if (object.contributors_enabled != null)
                        if (object.contributors_enabled)
                            message.contributors_enabled = $Boolean(object.contributors_enabled);
                    if (object.is_translator != null)
                        if (object.is_translator)
                            message.is_translator = $Boolean(object.is_translator);
                    if (object.is_translation_enabled != null)
                        if (object.is_translation_enabled)
                            message.is_translation_enabled = $Boolean(object.is_translation_enabled);
                    if (object.profile_background_color != null)
                        if (typeof object.profile_background_color !== "string" || object.profile_background_color.length)
                            message.profile_background_color = $String(object.profile_background_color);
                    if (object.profile_background_image_url != null)
                        if (typeof object.profile_background_image_url !== "string" || object.profile_background_image_url.length)
                            message.profile_background_image_url = $String(object.profile_background_image_url);
                    if (object.profile_background_image_url_https != null)
                        if (typeof object.profile_background_image_url_https !== "string" || object.profile_background_image_url_https.length)
                            message.profile_background_image_url_https = $String(object.profile_background_image_url_https);
                    if (object.profile_background_tile != null)
                        if (object.profile_background_tile)
                            message.profile_background_tile = $Boolean(object.profile_background_tile);
                    if (object.profile_image_url != null)
                        if (typeof object.profile_image_url !== "string" || object.profile_image_url.length)
                            message.profile_image_url = $String(object.profile_image_url);
                    if (object.profile_image_url_https != null)
                        if (typeof object.profile_image_url_https !== "string" || object.profile_image_url_https.length)
                            message.profile_image_url_https = $String(object.profile_image_url_https);
                    if (object.profile_banner_url != null)
                        message.profile_banner_url = $String(object.profile_banner_url);
                    if (object.profile_link_color != null)
                        if (typeof object.profile_link_color !== "string" || object.profile_link_color.length)
                            message.profile_link_color = $String(object.profile_link_color);
                    if (object.profile_sidebar_border_color != null)
                        if (typeof object.profile_sidebar_border_color !== "string" || object.profile_sidebar_border_color.length)
                            message.profile_sidebar_border_color = $String(object.profile_sidebar_border_color);
                    if (object.profile_sidebar_fill_color != null)
                        if (typeof object.profile_sidebar_fill_color !== "string" || object.profile_sidebar_fill_color.length)
                            message.profile_sidebar_fill_color = $String(object.profile_sidebar_fill_color);
                    if (object.profile_text_color != null)
                        if (typeof object.profile_text_color !== "string" || object.profile_text_color.length)
                            message.profile_text_color = $String(object.profile_text_color);
                    if (object.profile_use_background_image != null)
                        if (object.profile_use_background_image)
                            message.profile_use_background_image = $Boolean(object.profile_use_background_image);
                    if (object.default_profile != null)
                        if (object.default_profile)
                            message.default_profile = $Boolean(object.default_profile);
                    if (object.default_profile_image != null)
                        if (object.default_profile_image)
                            message.default_profile_image = $Boolean(object.default_profile_image);
                    if (object.following != null)
                        if (object.following)
                            message.following = $Boolean(object.following);
                    if (object.follow_request_sent != null)
                        if (object.follow_request_sent)
                            message.follow_request_sent = $Boolean(object.follow_request_sent);
                    if (object.notifications != null)
                        if (object.notifications)
                            message.notifications = $Boolean(object.notifications);
                    return message;
                };

                /**
                 * Creates a plain object from a User message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.User
                 * @static
                 * @param {bale.bench.twitter.User} message User
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
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.id_str = "";
                        object.name = "";
                        object.screen_name = "";
                        object.location = "";
                        object.description = "";
                        object.entities = null;
                        object["protected"] = false;
                        object.followers_count = 0;
                        object.friends_count = 0;
                        object.listed_count = 0;
                        object.created_at = "";
                        object.favourites_count = 0;
                        object.geo_enabled = false;
                        object.verified = false;
                        object.statuses_count = 0;
                        object.lang = "";
                        object.contributors_enabled = false;
                        object.is_translator = false;
                        object.is_translation_enabled = false;
                        object.profile_background_color = "";
                        object.profile_background_image_url = "";
                        object.profile_background_image_url_https = "";
                        object.profile_background_tile = false;
                        object.profile_image_url = "";
                        object.profile_image_url_https = "";
                        object.profile_link_color = "";
                        object.profile_sidebar_border_color = "";
                        object.profile_sidebar_fill_color = "";
                        object.profile_text_color = "";
                        object.profile_use_background_image = false;
                        object.default_profile = false;
                        object.default_profile_image = false;
                        object.following = false;
                        object.follow_request_sent = false;
                        object.notifications = false;
                    }
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, false).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber() : message.id;
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str"))
                        object.id_str = message.id_str;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.screen_name != null && $Object.hasOwnProperty.call(message, "screen_name"))
                        object.screen_name = message.screen_name;
                    if (message.location != null && $Object.hasOwnProperty.call(message, "location"))
                        object.location = message.location;
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        object.description = message.description;
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        object.url = message.url;
                    if (message.entities != null && $Object.hasOwnProperty.call(message, "entities"))
                        object.entities = $root.bale.bench.twitter.UserEntities.toObject(message.entities, options, _depth + 1);
                    if (message["protected"] != null && $Object.hasOwnProperty.call(message, "protected"))
                        object["protected"] = message["protected"];
                    if (message.followers_count != null && $Object.hasOwnProperty.call(message, "followers_count"))
                        object.followers_count = message.followers_count;
                    if (message.friends_count != null && $Object.hasOwnProperty.call(message, "friends_count"))
                        object.friends_count = message.friends_count;
                    if (message.listed_count != null && $Object.hasOwnProperty.call(message, "listed_count"))
                        object.listed_count = message.listed_count;
                    if (message.created_at != null && $Object.hasOwnProperty.call(message, "created_at"))
                        object.created_at = message.created_at;
                    if (message.favourites_count != null && $Object.hasOwnProperty.call(message, "favourites_count"))
                        object.favourites_count = message.favourites_count;
                    if (message.utc_offset != null && $Object.hasOwnProperty.call(message, "utc_offset"))
                        object.utc_offset = message.utc_offset;
                    if (message.time_zone != null && $Object.hasOwnProperty.call(message, "time_zone"))
                        object.time_zone = message.time_zone;
                    if (message.geo_enabled != null && $Object.hasOwnProperty.call(message, "geo_enabled"))
                        object.geo_enabled = message.geo_enabled;
                    if (message.verified != null && $Object.hasOwnProperty.call(message, "verified"))
                        object.verified = message.verified;
                    if (message.statuses_count != null && $Object.hasOwnProperty.call(message, "statuses_count"))
                        object.statuses_count = message.statuses_count;
                    if (message.lang != null && $Object.hasOwnProperty.call(message, "lang"))
                        object.lang = message.lang;
                    if (message.contributors_enabled != null && $Object.hasOwnProperty.call(message, "contributors_enabled"))
                        object.contributors_enabled = message.contributors_enabled;
                    if (message.is_translator != null && $Object.hasOwnProperty.call(message, "is_translator"))
                        object.is_translator = message.is_translator;
                    if (message.is_translation_enabled != null && $Object.hasOwnProperty.call(message, "is_translation_enabled"))
                        object.is_translation_enabled = message.is_translation_enabled;
                    if (message.profile_background_color != null && $Object.hasOwnProperty.call(message, "profile_background_color"))
                        object.profile_background_color = message.profile_background_color;
                    if (message.profile_background_image_url != null && $Object.hasOwnProperty.call(message, "profile_background_image_url"))
                        object.profile_background_image_url = message.profile_background_image_url;
                    if (message.profile_background_image_url_https != null && $Object.hasOwnProperty.call(message, "profile_background_image_url_https"))
                        object.profile_background_image_url_https = message.profile_background_image_url_https;
                    if (message.profile_background_tile != null && $Object.hasOwnProperty.call(message, "profile_background_tile"))
                        object.profile_background_tile = message.profile_background_tile;
                    if (message.profile_image_url != null && $Object.hasOwnProperty.call(message, "profile_image_url"))
                        object.profile_image_url = message.profile_image_url;
                    if (message.profile_image_url_https != null && $Object.hasOwnProperty.call(message, "profile_image_url_https"))
                        object.profile_image_url_https = message.profile_image_url_https;
                    if (message.profile_banner_url != null && $Object.hasOwnProperty.call(message, "profile_banner_url"))
                        object.profile_banner_url = message.profile_banner_url;
                    if (message.profile_link_color != null && $Object.hasOwnProperty.call(message, "profile_link_color"))
                        object.profile_link_color = message.profile_link_color;
                    if (message.profile_sidebar_border_color != null && $Object.hasOwnProperty.call(message, "profile_sidebar_border_color"))
                        object.profile_sidebar_border_color = message.profile_sidebar_border_color;
                    if (message.profile_sidebar_fill_color != null && $Object.hasOwnProperty.call(message, "profile_sidebar_fill_color"))
                        object.profile_sidebar_fill_color = message.profile_sidebar_fill_color;
                    if (message.profile_text_color != null && $Object.hasOwnProperty.call(message, "profile_text_color"))
                        object.profile_text_color = message.profile_text_color;
                    if (message.profile_use_background_image != null && $Object.hasOwnProperty.call(message, "profile_use_background_image"))
                        object.profile_use_background_image = message.profile_use_background_image;
                    if (message.default_profile != null && $Object.hasOwnProperty.call(message, "default_profile"))
                        object.default_profile = message.default_profile;
                    if (message.default_profile_image != null && $Object.hasOwnProperty.call(message, "default_profile_image"))
                        object.default_profile_image = message.default_profile_image;
                    if (message.following != null && $Object.hasOwnProperty.call(message, "following"))
                        object.following = message.following;
                    if (message.follow_request_sent != null && $Object.hasOwnProperty.call(message, "follow_request_sent"))
                        object.follow_request_sent = message.follow_request_sent;
                    if (message.notifications != null && $Object.hasOwnProperty.call(message, "notifications"))
                        object.notifications = message.notifications;
                    return object;
                };

                /**
                 * Converts this User to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.User
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                User.prototype.toJSON = function() {
                    return User.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for User
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.User
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                User.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.User";
                };

                return User;
            })();

            twitter.UserEntities = (function() {

                /**
                 * Properties of a UserEntities.
                 * @typedef {Object} bale.bench.twitter.UserEntities.$Properties
                 * @property {bale.bench.twitter.UrlList.$Properties|null} [url] UserEntities url
                 * @property {bale.bench.twitter.UrlList.$Properties|null} [description] UserEntities description
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a UserEntities.
                 * @memberof bale.bench.twitter
                 * @interface IUserEntities
                 * @augments bale.bench.twitter.UserEntities.$Properties
                 * @deprecated Use bale.bench.twitter.UserEntities.$Properties instead.
                 */

                /**
                 * Shape of a UserEntities.
                 * @typedef {bale.bench.twitter.UserEntities.$Properties} bale.bench.twitter.UserEntities.$Shape
                 */

                /**
                 * Constructs a new UserEntities.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a UserEntities.
                 * @constructor
                 * @param {bale.bench.twitter.UserEntities.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const UserEntities = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * UserEntities url.
                 * @member {bale.bench.twitter.UrlList.$Properties|null|undefined} url
                 * @memberof bale.bench.twitter.UserEntities
                 * @instance
                 */
                UserEntities.prototype.url = null;

                /**
                 * UserEntities description.
                 * @member {bale.bench.twitter.UrlList.$Properties|null|undefined} description
                 * @memberof bale.bench.twitter.UserEntities
                 * @instance
                 */
                UserEntities.prototype.description = null;

                /**
                 * Creates a new UserEntities instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.UserEntities
                 * @static
                 * @param {bale.bench.twitter.UserEntities.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.UserEntities} UserEntities instance
                 * @type {{
                 *   (properties: bale.bench.twitter.UserEntities.$Shape): bale.bench.twitter.UserEntities & bale.bench.twitter.UserEntities.$Shape;
                 *   (properties?: bale.bench.twitter.UserEntities.$Properties): bale.bench.twitter.UserEntities;
                 * }}
                 */
                UserEntities.create = function(properties) {
                    return new UserEntities(properties);
                };

                /**
                 * Encodes the specified UserEntities message. Does not implicitly {@link bale.bench.twitter.UserEntities.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.UserEntities
                 * @static
                 * @param {bale.bench.twitter.UserEntities.$Properties} message UserEntities message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserEntities.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        $root.bale.bench.twitter.UrlList.encode(message.url, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        $root.bale.bench.twitter.UrlList.encode(message.description, writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a UserEntities message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.UserEntities
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.UserEntities & bale.bench.twitter.UserEntities.$Shape} UserEntities
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserEntities.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.UserEntities();
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
                                message.url = $root.bale.bench.twitter.UrlList.decode(reader, reader.size(), $undefined, _depth + 1, message.url);
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.description = $root.bale.bench.twitter.UrlList.decode(reader, reader.size(), $undefined, _depth + 1, message.description);
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
                 * Creates a UserEntities message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.UserEntities
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.UserEntities} UserEntities
                 */
                UserEntities.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.UserEntities)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.UserEntities: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.UserEntities();
                    if (object.url != null) {
                        if (!$util.isObject(object.url))
                            throw $TypeError(".bale.bench.twitter.UserEntities.url: object expected");
                        message.url = $root.bale.bench.twitter.UrlList.fromObject(object.url, _depth + 1);
                    }
                    if (object.description != null) {
                        if (!$util.isObject(object.description))
                            throw $TypeError(".bale.bench.twitter.UserEntities.description: object expected");
                        message.description = $root.bale.bench.twitter.UrlList.fromObject(object.description, _depth + 1);
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a UserEntities message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.UserEntities
                 * @static
                 * @param {bale.bench.twitter.UserEntities} message UserEntities
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UserEntities.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.url = null;
                        object.description = null;
                    }
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        object.url = $root.bale.bench.twitter.UrlList.toObject(message.url, options, _depth + 1);
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        object.description = $root.bale.bench.twitter.UrlList.toObject(message.description, options, _depth + 1);
                    return object;
                };

                /**
                 * Converts this UserEntities to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.UserEntities
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UserEntities.prototype.toJSON = function() {
                    return UserEntities.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UserEntities
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.UserEntities
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UserEntities.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.UserEntities";
                };

                return UserEntities;
            })();

            twitter.UrlList = (function() {

                /**
                 * Properties of an UrlList.
                 * @typedef {Object} bale.bench.twitter.UrlList.$Properties
                 * @property {Array.<bale.bench.twitter.Url.$Properties>|null} [urls] UrlList urls
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an UrlList.
                 * @memberof bale.bench.twitter
                 * @interface IUrlList
                 * @augments bale.bench.twitter.UrlList.$Properties
                 * @deprecated Use bale.bench.twitter.UrlList.$Properties instead.
                 */

                /**
                 * Shape of an UrlList.
                 * @typedef {bale.bench.twitter.UrlList.$Properties} bale.bench.twitter.UrlList.$Shape
                 */

                /**
                 * Constructs a new UrlList.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents an UrlList.
                 * @constructor
                 * @param {bale.bench.twitter.UrlList.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const UrlList = function (properties) {
                    this.urls = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * UrlList urls.
                 * @member {Array.<bale.bench.twitter.Url.$Properties>} urls
                 * @memberof bale.bench.twitter.UrlList
                 * @instance
                 */
                UrlList.prototype.urls = $util.emptyArray;

                /**
                 * Creates a new UrlList instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.UrlList
                 * @static
                 * @param {bale.bench.twitter.UrlList.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.UrlList} UrlList instance
                 * @type {{
                 *   (properties: bale.bench.twitter.UrlList.$Shape): bale.bench.twitter.UrlList & bale.bench.twitter.UrlList.$Shape;
                 *   (properties?: bale.bench.twitter.UrlList.$Properties): bale.bench.twitter.UrlList;
                 * }}
                 */
                UrlList.create = function(properties) {
                    return new UrlList(properties);
                };

                /**
                 * Encodes the specified UrlList message. Does not implicitly {@link bale.bench.twitter.UrlList.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.UrlList
                 * @static
                 * @param {bale.bench.twitter.UrlList.$Properties} message UrlList message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UrlList.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.urls != null && message.urls.length)
                        for (let i = 0; i < message.urls.length; ++i)
                            $root.bale.bench.twitter.Url.encode(message.urls[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an UrlList message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.UrlList
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.UrlList & bale.bench.twitter.UrlList.$Shape} UrlList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UrlList.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.UrlList();
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
                                if (!(message.urls && message.urls.length))
                                    message.urls = [];
                                message.urls.push($root.bale.bench.twitter.Url.decode(reader, reader.size(), $undefined, _depth + 1));
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
                 * Creates an UrlList message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.UrlList
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.UrlList} UrlList
                 */
                UrlList.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.UrlList)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.UrlList: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.UrlList();
                    if (object.urls) {
                        if (!$Array.isArray(object.urls))
                            throw $TypeError(".bale.bench.twitter.UrlList.urls: array expected");
                        message.urls = $Array(object.urls.length);
                        for (let i = 0; i < object.urls.length; ++i) {
                            if (!$util.isObject(object.urls[i]))
                                throw $TypeError(".bale.bench.twitter.UrlList.urls: object expected");
                            message.urls[i] = $root.bale.bench.twitter.Url.fromObject(object.urls[i], _depth + 1);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from an UrlList message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.UrlList
                 * @static
                 * @param {bale.bench.twitter.UrlList} message UrlList
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UrlList.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.urls = [];
                    if (message.urls && message.urls.length) {
                        object.urls = $Array(message.urls.length);
                        for (let j = 0; j < message.urls.length; ++j)
                            object.urls[j] = $root.bale.bench.twitter.Url.toObject(message.urls[j], options, _depth + 1);
                    }
                    return object;
                };

                /**
                 * Converts this UrlList to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.UrlList
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UrlList.prototype.toJSON = function() {
                    return UrlList.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UrlList
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.UrlList
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UrlList.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.UrlList";
                };

                return UrlList;
            })();

            twitter.Url = (function() {

                /**
                 * Properties of an Url.
                 * @typedef {Object} bale.bench.twitter.Url.$Properties
                 * @property {string|null} [url] Url url
                 * @property {string|null} [expanded_url] Url expanded_url
                 * @property {string|null} [display_url] Url display_url
                 * @property {Array.<number>|null} [indices] Url indices
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an Url.
                 * @memberof bale.bench.twitter
                 * @interface IUrl
                 * @augments bale.bench.twitter.Url.$Properties
                 * @deprecated Use bale.bench.twitter.Url.$Properties instead.
                 */

                /**
                 * Shape of an Url.
                 * @typedef {bale.bench.twitter.Url.$Properties} bale.bench.twitter.Url.$Shape
                 */

                /**
                 * Constructs a new Url.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents an Url.
                 * @constructor
                 * @param {bale.bench.twitter.Url.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Url = function (properties) {
                    this.indices = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Url url.
                 * @member {string} url
                 * @memberof bale.bench.twitter.Url
                 * @instance
                 */
                Url.prototype.url = "";

                /**
                 * Url expanded_url.
                 * @member {string} expanded_url
                 * @memberof bale.bench.twitter.Url
                 * @instance
                 */
                Url.prototype.expanded_url = "";

                /**
                 * Url display_url.
                 * @member {string} display_url
                 * @memberof bale.bench.twitter.Url
                 * @instance
                 */
                Url.prototype.display_url = "";

                /**
                 * Url indices.
                 * @member {Array.<number>} indices
                 * @memberof bale.bench.twitter.Url
                 * @instance
                 */
                Url.prototype.indices = $util.emptyArray;

                /**
                 * Creates a new Url instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.Url
                 * @static
                 * @param {bale.bench.twitter.Url.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.Url} Url instance
                 * @type {{
                 *   (properties: bale.bench.twitter.Url.$Shape): bale.bench.twitter.Url & bale.bench.twitter.Url.$Shape;
                 *   (properties?: bale.bench.twitter.Url.$Properties): bale.bench.twitter.Url;
                 * }}
                 */
                Url.create = function(properties) {
                    return new Url(properties);
                };

                /**
                 * Encodes the specified Url message. Does not implicitly {@link bale.bench.twitter.Url.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.Url
                 * @static
                 * @param {bale.bench.twitter.Url.$Properties} message Url message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Url.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url") && message.url !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.url);
                    if (message.expanded_url != null && $Object.hasOwnProperty.call(message, "expanded_url") && message.expanded_url !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.expanded_url);
                    if (message.display_url != null && $Object.hasOwnProperty.call(message, "display_url") && message.display_url !== "")
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.display_url);
                    if (message.indices != null && message.indices.length)
                        writer.uint32(/* id 4, wireType 2 =*/34).int32s(message.indices);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an Url message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.Url
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.Url & bale.bench.twitter.Url.$Shape} Url
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Url.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.Url();
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
                                    message.url = value;
                                else
                                    delete message.url;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.expanded_url = value;
                                else
                                    delete message.expanded_url;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.display_url = value;
                                else
                                    delete message.display_url;
                                continue;
                            }
                        case 4: {
                                if (wireType === 2) {
                                    if (!(message.indices && message.indices.length))
                                        message.indices = [];
                                    reader.int32s(message.indices);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.indices && message.indices.length))
                                    message.indices = [];
                                message.indices.push(reader.int32());
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
                 * Creates an Url message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.Url
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.Url} Url
                 */
                Url.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.Url)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.Url: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.Url();
                    if (object.url != null)
                        if (typeof object.url !== "string" || object.url.length)
                            message.url = $String(object.url);
                    if (object.expanded_url != null)
                        if (typeof object.expanded_url !== "string" || object.expanded_url.length)
                            message.expanded_url = $String(object.expanded_url);
                    if (object.display_url != null)
                        if (typeof object.display_url !== "string" || object.display_url.length)
                            message.display_url = $String(object.display_url);
                    if (object.indices) {
                        if (!$Array.isArray(object.indices))
                            throw $TypeError(".bale.bench.twitter.Url.indices: array expected");
                        message.indices = $Array(object.indices.length);
                        for (let i = 0; i < object.indices.length; ++i)
                            message.indices[i] = object.indices[i] | 0;
                    }
                    return message;
                };

                /**
                 * Creates a plain object from an Url message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.Url
                 * @static
                 * @param {bale.bench.twitter.Url} message Url
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Url.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.indices = [];
                    if (options.defaults) {
                        object.url = "";
                        object.expanded_url = "";
                        object.display_url = "";
                    }
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        object.url = message.url;
                    if (message.expanded_url != null && $Object.hasOwnProperty.call(message, "expanded_url"))
                        object.expanded_url = message.expanded_url;
                    if (message.display_url != null && $Object.hasOwnProperty.call(message, "display_url"))
                        object.display_url = message.display_url;
                    if (message.indices && message.indices.length) {
                        object.indices = $Array(message.indices.length);
                        for (let j = 0; j < message.indices.length; ++j)
                            object.indices[j] = message.indices[j];
                    }
                    return object;
                };

                /**
                 * Converts this Url to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.Url
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Url.prototype.toJSON = function() {
                    return Url.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Url
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.Url
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Url.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.Url";
                };

                return Url;
            })();

            twitter.Entities = (function() {

                /**
                 * Properties of an Entities.
                 * @typedef {Object} bale.bench.twitter.Entities.$Properties
                 * @property {Array.<bale.bench.twitter.Hashtag.$Properties>|null} [hashtags] Entities hashtags
                 * @property {Array.<string>|null} [symbols] Entities symbols
                 * @property {Array.<bale.bench.twitter.Url.$Properties>|null} [urls] Entities urls
                 * @property {Array.<bale.bench.twitter.UserMention.$Properties>|null} [user_mentions] Entities user_mentions
                 * @property {Array.<bale.bench.twitter.MediaEntity.$Properties>|null} [media] Entities media
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an Entities.
                 * @memberof bale.bench.twitter
                 * @interface IEntities
                 * @augments bale.bench.twitter.Entities.$Properties
                 * @deprecated Use bale.bench.twitter.Entities.$Properties instead.
                 */

                /**
                 * Shape of an Entities.
                 * @typedef {bale.bench.twitter.Entities.$Properties} bale.bench.twitter.Entities.$Shape
                 */

                /**
                 * Constructs a new Entities.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents an Entities.
                 * @constructor
                 * @param {bale.bench.twitter.Entities.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Entities = function (properties) {
                    this.hashtags = [];
                    this.symbols = [];
                    this.urls = [];
                    this.user_mentions = [];
                    this.media = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Entities hashtags.
                 * @member {Array.<bale.bench.twitter.Hashtag.$Properties>} hashtags
                 * @memberof bale.bench.twitter.Entities
                 * @instance
                 */
                Entities.prototype.hashtags = $util.emptyArray;

                /**
                 * Entities symbols.
                 * @member {Array.<string>} symbols
                 * @memberof bale.bench.twitter.Entities
                 * @instance
                 */
                Entities.prototype.symbols = $util.emptyArray;

                /**
                 * Entities urls.
                 * @member {Array.<bale.bench.twitter.Url.$Properties>} urls
                 * @memberof bale.bench.twitter.Entities
                 * @instance
                 */
                Entities.prototype.urls = $util.emptyArray;

                /**
                 * Entities user_mentions.
                 * @member {Array.<bale.bench.twitter.UserMention.$Properties>} user_mentions
                 * @memberof bale.bench.twitter.Entities
                 * @instance
                 */
                Entities.prototype.user_mentions = $util.emptyArray;

                /**
                 * Entities media.
                 * @member {Array.<bale.bench.twitter.MediaEntity.$Properties>} media
                 * @memberof bale.bench.twitter.Entities
                 * @instance
                 */
                Entities.prototype.media = $util.emptyArray;

                /**
                 * Creates a new Entities instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.Entities
                 * @static
                 * @param {bale.bench.twitter.Entities.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.Entities} Entities instance
                 * @type {{
                 *   (properties: bale.bench.twitter.Entities.$Shape): bale.bench.twitter.Entities & bale.bench.twitter.Entities.$Shape;
                 *   (properties?: bale.bench.twitter.Entities.$Properties): bale.bench.twitter.Entities;
                 * }}
                 */
                Entities.create = function(properties) {
                    return new Entities(properties);
                };

                /**
                 * Encodes the specified Entities message. Does not implicitly {@link bale.bench.twitter.Entities.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.Entities
                 * @static
                 * @param {bale.bench.twitter.Entities.$Properties} message Entities message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Entities.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.hashtags != null && message.hashtags.length)
                        for (let i = 0; i < message.hashtags.length; ++i)
                            $root.bale.bench.twitter.Hashtag.encode(message.hashtags[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.symbols != null && message.symbols.length)
                        for (let i = 0; i < message.symbols.length; ++i)
                            writer.uint32(/* id 2, wireType 2 =*/18).string(message.symbols[i]);
                    if (message.urls != null && message.urls.length)
                        for (let i = 0; i < message.urls.length; ++i)
                            $root.bale.bench.twitter.Url.encode(message.urls[i], writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                    if (message.user_mentions != null && message.user_mentions.length)
                        for (let i = 0; i < message.user_mentions.length; ++i)
                            $root.bale.bench.twitter.UserMention.encode(message.user_mentions[i], writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                    if (message.media != null && message.media.length)
                        for (let i = 0; i < message.media.length; ++i)
                            $root.bale.bench.twitter.MediaEntity.encode(message.media[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an Entities message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.Entities
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.Entities & bale.bench.twitter.Entities.$Shape} Entities
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Entities.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.Entities();
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
                                if (!(message.hashtags && message.hashtags.length))
                                    message.hashtags = [];
                                message.hashtags.push($root.bale.bench.twitter.Hashtag.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.symbols && message.symbols.length))
                                    message.symbols = [];
                                message.symbols.push(reader.stringVerify());
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.urls && message.urls.length))
                                    message.urls = [];
                                message.urls.push($root.bale.bench.twitter.Url.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.user_mentions && message.user_mentions.length))
                                    message.user_mentions = [];
                                message.user_mentions.push($root.bale.bench.twitter.UserMention.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.media && message.media.length))
                                    message.media = [];
                                message.media.push($root.bale.bench.twitter.MediaEntity.decode(reader, reader.size(), $undefined, _depth + 1));
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
                 * Creates an Entities message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.Entities
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.Entities} Entities
                 */
                Entities.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.Entities)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.Entities: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.Entities();
                    if (object.hashtags) {
                        if (!$Array.isArray(object.hashtags))
                            throw $TypeError(".bale.bench.twitter.Entities.hashtags: array expected");
                        message.hashtags = $Array(object.hashtags.length);
                        for (let i = 0; i < object.hashtags.length; ++i) {
                            if (!$util.isObject(object.hashtags[i]))
                                throw $TypeError(".bale.bench.twitter.Entities.hashtags: object expected");
                            message.hashtags[i] = $root.bale.bench.twitter.Hashtag.fromObject(object.hashtags[i], _depth + 1);
                        }
                    }
                    if (object.symbols) {
                        if (!$Array.isArray(object.symbols))
                            throw $TypeError(".bale.bench.twitter.Entities.symbols: array expected");
                        message.symbols = $Array(object.symbols.length);
                        for (let i = 0; i < object.symbols.length; ++i)
                            message.symbols[i] = $String(object.symbols[i]);
                    }
                    if (object.urls) {
                        if (!$Array.isArray(object.urls))
                            throw $TypeError(".bale.bench.twitter.Entities.urls: array expected");
                        message.urls = $Array(object.urls.length);
                        for (let i = 0; i < object.urls.length; ++i) {
                            if (!$util.isObject(object.urls[i]))
                                throw $TypeError(".bale.bench.twitter.Entities.urls: object expected");
                            message.urls[i] = $root.bale.bench.twitter.Url.fromObject(object.urls[i], _depth + 1);
                        }
                    }
                    if (object.user_mentions) {
                        if (!$Array.isArray(object.user_mentions))
                            throw $TypeError(".bale.bench.twitter.Entities.user_mentions: array expected");
                        message.user_mentions = $Array(object.user_mentions.length);
                        for (let i = 0; i < object.user_mentions.length; ++i) {
                            if (!$util.isObject(object.user_mentions[i]))
                                throw $TypeError(".bale.bench.twitter.Entities.user_mentions: object expected");
                            message.user_mentions[i] = $root.bale.bench.twitter.UserMention.fromObject(object.user_mentions[i], _depth + 1);
                        }
                    }
                    if (object.media) {
                        if (!$Array.isArray(object.media))
                            throw $TypeError(".bale.bench.twitter.Entities.media: array expected");
                        message.media = $Array(object.media.length);
                        for (let i = 0; i < object.media.length; ++i) {
                            if (!$util.isObject(object.media[i]))
                                throw $TypeError(".bale.bench.twitter.Entities.media: object expected");
                            message.media[i] = $root.bale.bench.twitter.MediaEntity.fromObject(object.media[i], _depth + 1);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from an Entities message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.Entities
                 * @static
                 * @param {bale.bench.twitter.Entities} message Entities
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Entities.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults) {
                        object.hashtags = [];
                        object.symbols = [];
                        object.urls = [];
                        object.user_mentions = [];
                        object.media = [];
                    }
                    if (message.hashtags && message.hashtags.length) {
                        object.hashtags = $Array(message.hashtags.length);
                        for (let j = 0; j < message.hashtags.length; ++j)
                            object.hashtags[j] = $root.bale.bench.twitter.Hashtag.toObject(message.hashtags[j], options, _depth + 1);
                    }
                    if (message.symbols && message.symbols.length) {
                        object.symbols = $Array(message.symbols.length);
                        for (let j = 0; j < message.symbols.length; ++j)
                            object.symbols[j] = message.symbols[j];
                    }
                    if (message.urls && message.urls.length) {
                        object.urls = $Array(message.urls.length);
                        for (let j = 0; j < message.urls.length; ++j)
                            object.urls[j] = $root.bale.bench.twitter.Url.toObject(message.urls[j], options, _depth + 1);
                    }
                    if (message.user_mentions && message.user_mentions.length) {
                        object.user_mentions = $Array(message.user_mentions.length);
                        for (let j = 0; j < message.user_mentions.length; ++j)
                            object.user_mentions[j] = $root.bale.bench.twitter.UserMention.toObject(message.user_mentions[j], options, _depth + 1);
                    }
                    if (message.media && message.media.length) {
                        object.media = $Array(message.media.length);
                        for (let j = 0; j < message.media.length; ++j)
                            object.media[j] = $root.bale.bench.twitter.MediaEntity.toObject(message.media[j], options, _depth + 1);
                    }
                    return object;
                };

                /**
                 * Converts this Entities to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.Entities
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Entities.prototype.toJSON = function() {
                    return Entities.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Entities
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.Entities
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Entities.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.Entities";
                };

                return Entities;
            })();

            twitter.Hashtag = (function() {

                /**
                 * Properties of a Hashtag.
                 * @typedef {Object} bale.bench.twitter.Hashtag.$Properties
                 * @property {string|null} [text] Hashtag text
                 * @property {Array.<number>|null} [indices] Hashtag indices
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Hashtag.
                 * @memberof bale.bench.twitter
                 * @interface IHashtag
                 * @augments bale.bench.twitter.Hashtag.$Properties
                 * @deprecated Use bale.bench.twitter.Hashtag.$Properties instead.
                 */

                /**
                 * Shape of a Hashtag.
                 * @typedef {bale.bench.twitter.Hashtag.$Properties} bale.bench.twitter.Hashtag.$Shape
                 */

                /**
                 * Constructs a new Hashtag.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a Hashtag.
                 * @constructor
                 * @param {bale.bench.twitter.Hashtag.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Hashtag = function (properties) {
                    this.indices = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Hashtag text.
                 * @member {string} text
                 * @memberof bale.bench.twitter.Hashtag
                 * @instance
                 */
                Hashtag.prototype.text = "";

                /**
                 * Hashtag indices.
                 * @member {Array.<number>} indices
                 * @memberof bale.bench.twitter.Hashtag
                 * @instance
                 */
                Hashtag.prototype.indices = $util.emptyArray;

                /**
                 * Creates a new Hashtag instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.Hashtag
                 * @static
                 * @param {bale.bench.twitter.Hashtag.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.Hashtag} Hashtag instance
                 * @type {{
                 *   (properties: bale.bench.twitter.Hashtag.$Shape): bale.bench.twitter.Hashtag & bale.bench.twitter.Hashtag.$Shape;
                 *   (properties?: bale.bench.twitter.Hashtag.$Properties): bale.bench.twitter.Hashtag;
                 * }}
                 */
                Hashtag.create = function(properties) {
                    return new Hashtag(properties);
                };

                /**
                 * Encodes the specified Hashtag message. Does not implicitly {@link bale.bench.twitter.Hashtag.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.Hashtag
                 * @static
                 * @param {bale.bench.twitter.Hashtag.$Properties} message Hashtag message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Hashtag.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text") && message.text !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.text);
                    if (message.indices != null && message.indices.length)
                        writer.uint32(/* id 2, wireType 2 =*/18).int32s(message.indices);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Hashtag message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.Hashtag
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.Hashtag & bale.bench.twitter.Hashtag.$Shape} Hashtag
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Hashtag.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.Hashtag();
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
                                    message.text = value;
                                else
                                    delete message.text;
                                continue;
                            }
                        case 2: {
                                if (wireType === 2) {
                                    if (!(message.indices && message.indices.length))
                                        message.indices = [];
                                    reader.int32s(message.indices);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.indices && message.indices.length))
                                    message.indices = [];
                                message.indices.push(reader.int32());
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
                 * Creates a Hashtag message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.Hashtag
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.Hashtag} Hashtag
                 */
                Hashtag.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.Hashtag)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.Hashtag: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.Hashtag();
                    if (object.text != null)
                        if (typeof object.text !== "string" || object.text.length)
                            message.text = $String(object.text);
                    if (object.indices) {
                        if (!$Array.isArray(object.indices))
                            throw $TypeError(".bale.bench.twitter.Hashtag.indices: array expected");
                        message.indices = $Array(object.indices.length);
                        for (let i = 0; i < object.indices.length; ++i)
                            message.indices[i] = object.indices[i] | 0;
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a Hashtag message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.Hashtag
                 * @static
                 * @param {bale.bench.twitter.Hashtag} message Hashtag
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Hashtag.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.indices = [];
                    if (options.defaults)
                        object.text = "";
                    if (message.text != null && $Object.hasOwnProperty.call(message, "text"))
                        object.text = message.text;
                    if (message.indices && message.indices.length) {
                        object.indices = $Array(message.indices.length);
                        for (let j = 0; j < message.indices.length; ++j)
                            object.indices[j] = message.indices[j];
                    }
                    return object;
                };

                /**
                 * Converts this Hashtag to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.Hashtag
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Hashtag.prototype.toJSON = function() {
                    return Hashtag.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Hashtag
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.Hashtag
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Hashtag.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.Hashtag";
                };

                return Hashtag;
            })();

            twitter.UserMention = (function() {

                /**
                 * Properties of a UserMention.
                 * @typedef {Object} bale.bench.twitter.UserMention.$Properties
                 * @property {string|null} [screen_name] UserMention screen_name
                 * @property {string|null} [name] UserMention name
                 * @property {number|null} [id] UserMention id
                 * @property {string|null} [id_str] UserMention id_str
                 * @property {Array.<number>|null} [indices] UserMention indices
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a UserMention.
                 * @memberof bale.bench.twitter
                 * @interface IUserMention
                 * @augments bale.bench.twitter.UserMention.$Properties
                 * @deprecated Use bale.bench.twitter.UserMention.$Properties instead.
                 */

                /**
                 * Shape of a UserMention.
                 * @typedef {bale.bench.twitter.UserMention.$Properties} bale.bench.twitter.UserMention.$Shape
                 */

                /**
                 * Constructs a new UserMention.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a UserMention.
                 * @constructor
                 * @param {bale.bench.twitter.UserMention.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const UserMention = function (properties) {
                    this.indices = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * UserMention screen_name.
                 * @member {string} screen_name
                 * @memberof bale.bench.twitter.UserMention
                 * @instance
                 */
                UserMention.prototype.screen_name = "";

                /**
                 * UserMention name.
                 * @member {string} name
                 * @memberof bale.bench.twitter.UserMention
                 * @instance
                 */
                UserMention.prototype.name = "";

                /**
                 * UserMention id.
                 * @member {number} id
                 * @memberof bale.bench.twitter.UserMention
                 * @instance
                 */
                UserMention.prototype.id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * UserMention id_str.
                 * @member {string} id_str
                 * @memberof bale.bench.twitter.UserMention
                 * @instance
                 */
                UserMention.prototype.id_str = "";

                /**
                 * UserMention indices.
                 * @member {Array.<number>} indices
                 * @memberof bale.bench.twitter.UserMention
                 * @instance
                 */
                UserMention.prototype.indices = $util.emptyArray;

                /**
                 * Creates a new UserMention instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.UserMention
                 * @static
                 * @param {bale.bench.twitter.UserMention.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.UserMention} UserMention instance
                 * @type {{
                 *   (properties: bale.bench.twitter.UserMention.$Shape): bale.bench.twitter.UserMention & bale.bench.twitter.UserMention.$Shape;
                 *   (properties?: bale.bench.twitter.UserMention.$Properties): bale.bench.twitter.UserMention;
                 * }}
                 */
                UserMention.create = function(properties) {
                    return new UserMention(properties);
                };

                /**
                 * Encodes the specified UserMention message. Does not implicitly {@link bale.bench.twitter.UserMention.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.UserMention
                 * @static
                 * @param {bale.bench.twitter.UserMention.$Properties} message UserMention message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                UserMention.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.screen_name != null && $Object.hasOwnProperty.call(message, "screen_name") && message.screen_name !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.screen_name);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.name);
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(/* id 3, wireType 0 =*/24).int64(message.id);
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str") && message.id_str !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.id_str);
                    if (message.indices != null && message.indices.length)
                        writer.uint32(/* id 5, wireType 2 =*/42).int32s(message.indices);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a UserMention message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.UserMention
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.UserMention & bale.bench.twitter.UserMention.$Shape} UserMention
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                UserMention.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.UserMention();
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
                                    message.screen_name = value;
                                else
                                    delete message.screen_name;
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
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.id_str = value;
                                else
                                    delete message.id_str;
                                continue;
                            }
                        case 5: {
                                if (wireType === 2) {
                                    if (!(message.indices && message.indices.length))
                                        message.indices = [];
                                    reader.int32s(message.indices);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.indices && message.indices.length))
                                    message.indices = [];
                                message.indices.push(reader.int32());
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
                 * Creates a UserMention message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.UserMention
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.UserMention} UserMention
                 */
                UserMention.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.UserMention)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.UserMention: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.UserMention();
                    if (object.screen_name != null)
                        if (typeof object.screen_name !== "string" || object.screen_name.length)
                            message.screen_name = $String(object.screen_name);
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
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
                    if (object.id_str != null)
                        if (typeof object.id_str !== "string" || object.id_str.length)
                            message.id_str = $String(object.id_str);
                    if (object.indices) {
                        if (!$Array.isArray(object.indices))
                            throw $TypeError(".bale.bench.twitter.UserMention.indices: array expected");
                        message.indices = $Array(object.indices.length);
                        for (let i = 0; i < object.indices.length; ++i)
                            message.indices[i] = object.indices[i] | 0;
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a UserMention message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.UserMention
                 * @static
                 * @param {bale.bench.twitter.UserMention} message UserMention
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                UserMention.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.indices = [];
                    if (options.defaults) {
                        object.screen_name = "";
                        object.name = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.id_str = "";
                    }
                    if (message.screen_name != null && $Object.hasOwnProperty.call(message, "screen_name"))
                        object.screen_name = message.screen_name;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, false).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber() : message.id;
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str"))
                        object.id_str = message.id_str;
                    if (message.indices && message.indices.length) {
                        object.indices = $Array(message.indices.length);
                        for (let j = 0; j < message.indices.length; ++j)
                            object.indices[j] = message.indices[j];
                    }
                    return object;
                };

                /**
                 * Converts this UserMention to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.UserMention
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                UserMention.prototype.toJSON = function() {
                    return UserMention.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for UserMention
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.UserMention
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                UserMention.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.UserMention";
                };

                return UserMention;
            })();

            twitter.MediaEntity = (function() {

                /**
                 * Properties of a MediaEntity.
                 * @typedef {Object} bale.bench.twitter.MediaEntity.$Properties
                 * @property {number|null} [id] MediaEntity id
                 * @property {string|null} [id_str] MediaEntity id_str
                 * @property {Array.<number>|null} [indices] MediaEntity indices
                 * @property {string|null} [media_url] MediaEntity media_url
                 * @property {string|null} [media_url_https] MediaEntity media_url_https
                 * @property {string|null} [url] MediaEntity url
                 * @property {string|null} [display_url] MediaEntity display_url
                 * @property {string|null} [expanded_url] MediaEntity expanded_url
                 * @property {string|null} [type] MediaEntity type
                 * @property {bale.bench.twitter.Sizes.$Properties|null} [sizes] MediaEntity sizes
                 * @property {number|null} [source_status_id] MediaEntity source_status_id
                 * @property {string|null} [source_status_id_str] MediaEntity source_status_id_str
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a MediaEntity.
                 * @memberof bale.bench.twitter
                 * @interface IMediaEntity
                 * @augments bale.bench.twitter.MediaEntity.$Properties
                 * @deprecated Use bale.bench.twitter.MediaEntity.$Properties instead.
                 */

                /**
                 * Shape of a MediaEntity.
                 * @typedef {bale.bench.twitter.MediaEntity.$Properties} bale.bench.twitter.MediaEntity.$Shape
                 */

                /**
                 * Constructs a new MediaEntity.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a MediaEntity.
                 * @constructor
                 * @param {bale.bench.twitter.MediaEntity.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const MediaEntity = function (properties) {
                    this.indices = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * MediaEntity id.
                 * @member {number} id
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * MediaEntity id_str.
                 * @member {string} id_str
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.id_str = "";

                /**
                 * MediaEntity indices.
                 * @member {Array.<number>} indices
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.indices = $util.emptyArray;

                /**
                 * MediaEntity media_url.
                 * @member {string} media_url
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.media_url = "";

                /**
                 * MediaEntity media_url_https.
                 * @member {string} media_url_https
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.media_url_https = "";

                /**
                 * MediaEntity url.
                 * @member {string} url
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.url = "";

                /**
                 * MediaEntity display_url.
                 * @member {string} display_url
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.display_url = "";

                /**
                 * MediaEntity expanded_url.
                 * @member {string} expanded_url
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.expanded_url = "";

                /**
                 * MediaEntity type.
                 * @member {string} type
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.type = "";

                /**
                 * MediaEntity sizes.
                 * @member {bale.bench.twitter.Sizes.$Properties|null|undefined} sizes
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.sizes = null;

                /**
                 * MediaEntity source_status_id.
                 * @member {number|null|undefined} source_status_id
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.source_status_id = null;

                /**
                 * MediaEntity source_status_id_str.
                 * @member {string|null|undefined} source_status_id_str
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 */
                MediaEntity.prototype.source_status_id_str = null;

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(MediaEntity.prototype, "_source_status_id", {
                    get: $util.oneOfGetter($oneOfFields = ["source_status_id"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(MediaEntity.prototype, "_source_status_id_str", {
                    get: $util.oneOfGetter($oneOfFields = ["source_status_id_str"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new MediaEntity instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.MediaEntity
                 * @static
                 * @param {bale.bench.twitter.MediaEntity.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.MediaEntity} MediaEntity instance
                 * @type {{
                 *   (properties: bale.bench.twitter.MediaEntity.$Shape): bale.bench.twitter.MediaEntity & bale.bench.twitter.MediaEntity.$Shape;
                 *   (properties?: bale.bench.twitter.MediaEntity.$Properties): bale.bench.twitter.MediaEntity;
                 * }}
                 */
                MediaEntity.create = function(properties) {
                    return new MediaEntity(properties);
                };

                /**
                 * Encodes the specified MediaEntity message. Does not implicitly {@link bale.bench.twitter.MediaEntity.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.MediaEntity
                 * @static
                 * @param {bale.bench.twitter.MediaEntity.$Properties} message MediaEntity message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                MediaEntity.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && (typeof message.id === "object" ? message.id.low || message.id.high : message.id !== 0))
                        writer.uint32(/* id 1, wireType 0 =*/8).int64(message.id);
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str") && message.id_str !== "")
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.id_str);
                    if (message.indices != null && message.indices.length)
                        writer.uint32(/* id 3, wireType 2 =*/26).int32s(message.indices);
                    if (message.media_url != null && $Object.hasOwnProperty.call(message, "media_url") && message.media_url !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.media_url);
                    if (message.media_url_https != null && $Object.hasOwnProperty.call(message, "media_url_https") && message.media_url_https !== "")
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.media_url_https);
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url") && message.url !== "")
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.url);
                    if (message.display_url != null && $Object.hasOwnProperty.call(message, "display_url") && message.display_url !== "")
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.display_url);
                    if (message.expanded_url != null && $Object.hasOwnProperty.call(message, "expanded_url") && message.expanded_url !== "")
                        writer.uint32(/* id 8, wireType 2 =*/66).string(message.expanded_url);
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.type);
                    if (message.sizes != null && $Object.hasOwnProperty.call(message, "sizes"))
                        $root.bale.bench.twitter.Sizes.encode(message.sizes, writer.uint32(/* id 10, wireType 2 =*/82).fork(), _depth + 1).ldelim();
                    if (message.source_status_id != null && $Object.hasOwnProperty.call(message, "source_status_id"))
                        writer.uint32(/* id 11, wireType 0 =*/88).int64(message.source_status_id);
                    if (message.source_status_id_str != null && $Object.hasOwnProperty.call(message, "source_status_id_str"))
                        writer.uint32(/* id 12, wireType 2 =*/98).string(message.source_status_id_str);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a MediaEntity message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.MediaEntity
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.MediaEntity & bale.bench.twitter.MediaEntity.$Shape} MediaEntity
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                MediaEntity.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.MediaEntity();
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
                                    message.id_str = value;
                                else
                                    delete message.id_str;
                                continue;
                            }
                        case 3: {
                                if (wireType === 2) {
                                    if (!(message.indices && message.indices.length))
                                        message.indices = [];
                                    reader.int32s(message.indices);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.indices && message.indices.length))
                                    message.indices = [];
                                message.indices.push(reader.int32());
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.media_url = value;
                                else
                                    delete message.media_url;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.media_url_https = value;
                                else
                                    delete message.media_url_https;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.url = value;
                                else
                                    delete message.url;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.display_url = value;
                                else
                                    delete message.display_url;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.expanded_url = value;
                                else
                                    delete message.expanded_url;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.type = value;
                                else
                                    delete message.type;
                                continue;
                            }
                        case 10: {
                                if (wireType !== 2)
                                    break;
                                message.sizes = $root.bale.bench.twitter.Sizes.decode(reader, reader.size(), $undefined, _depth + 1, message.sizes);
                                continue;
                            }
                        case 11: {
                                if (wireType !== 0)
                                    break;
                                message.source_status_id = reader.int64();
                                message._source_status_id = "source_status_id";
                                continue;
                            }
                        case 12: {
                                if (wireType !== 2)
                                    break;
                                message.source_status_id_str = reader.stringVerify();
                                message._source_status_id_str = "source_status_id_str";
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
                 * Creates a MediaEntity message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.MediaEntity
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.MediaEntity} MediaEntity
                 */
                MediaEntity.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.MediaEntity)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.MediaEntity: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.MediaEntity();
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
                    if (object.id_str != null)
                        if (typeof object.id_str !== "string" || object.id_str.length)
                            message.id_str = $String(object.id_str);
                    if (object.indices) {
                        if (!$Array.isArray(object.indices))
                            throw $TypeError(".bale.bench.twitter.MediaEntity.indices: array expected");
                        message.indices = $Array(object.indices.length);
                        for (let i = 0; i < object.indices.length; ++i)
                            message.indices[i] = object.indices[i] | 0;
                    }
                    if (object.media_url != null)
                        if (typeof object.media_url !== "string" || object.media_url.length)
                            message.media_url = $String(object.media_url);
                    if (object.media_url_https != null)
                        if (typeof object.media_url_https !== "string" || object.media_url_https.length)
                            message.media_url_https = $String(object.media_url_https);
                    if (object.url != null)
                        if (typeof object.url !== "string" || object.url.length)
                            message.url = $String(object.url);
                    if (object.display_url != null)
                        if (typeof object.display_url !== "string" || object.display_url.length)
                            message.display_url = $String(object.display_url);
                    if (object.expanded_url != null)
                        if (typeof object.expanded_url !== "string" || object.expanded_url.length)
                            message.expanded_url = $String(object.expanded_url);
                    if (object.type != null)
                        if (typeof object.type !== "string" || object.type.length)
                            message.type = $String(object.type);
                    if (object.sizes != null) {
                        if (!$util.isObject(object.sizes))
                            throw $TypeError(".bale.bench.twitter.MediaEntity.sizes: object expected");
                        message.sizes = $root.bale.bench.twitter.Sizes.fromObject(object.sizes, _depth + 1);
                    }
                    if (object.source_status_id != null)
                        if ($util.Long)
                            message.source_status_id = $util.Long.fromValue(object.source_status_id, false);
                        else if (typeof object.source_status_id === "string")
                            message.source_status_id = $parseInt(object.source_status_id, 10);
                        else if (typeof object.source_status_id === "number")
                            message.source_status_id = object.source_status_id;
                        else if (typeof object.source_status_id === "object")
                            message.source_status_id = new $util.LongBits(object.source_status_id.low >>> 0, object.source_status_id.high >>> 0).toNumber();
                    if (object.source_status_id_str != null)
                        message.source_status_id_str = $String(object.source_status_id_str);
                    return message;
                };

                /**
                 * Creates a plain object from a MediaEntity message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.MediaEntity
                 * @static
                 * @param {bale.bench.twitter.MediaEntity} message MediaEntity
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                MediaEntity.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.indices = [];
                    if (options.defaults) {
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.id_str = "";
                        object.media_url = "";
                        object.media_url_https = "";
                        object.url = "";
                        object.display_url = "";
                        object.expanded_url = "";
                        object.type = "";
                        object.sizes = null;
                    }
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.id = typeof message.id === "number" ? $BigInt(message.id) : $util.Long.fromBits(message.id.low >>> 0, message.id.high >>> 0, false).toBigInt();
                        else if (typeof message.id === "number")
                            object.id = options.longs === $String ? $String(message.id) : message.id;
                        else
                            object.id = options.longs === $String ? $util.Long.prototype.toString.call(message.id) : options.longs === $Number ? new $util.LongBits(message.id.low >>> 0, message.id.high >>> 0).toNumber() : message.id;
                    if (message.id_str != null && $Object.hasOwnProperty.call(message, "id_str"))
                        object.id_str = message.id_str;
                    if (message.indices && message.indices.length) {
                        object.indices = $Array(message.indices.length);
                        for (let j = 0; j < message.indices.length; ++j)
                            object.indices[j] = message.indices[j];
                    }
                    if (message.media_url != null && $Object.hasOwnProperty.call(message, "media_url"))
                        object.media_url = message.media_url;
                    if (message.media_url_https != null && $Object.hasOwnProperty.call(message, "media_url_https"))
                        object.media_url_https = message.media_url_https;
                    if (message.url != null && $Object.hasOwnProperty.call(message, "url"))
                        object.url = message.url;
                    if (message.display_url != null && $Object.hasOwnProperty.call(message, "display_url"))
                        object.display_url = message.display_url;
                    if (message.expanded_url != null && $Object.hasOwnProperty.call(message, "expanded_url"))
                        object.expanded_url = message.expanded_url;
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        object.type = message.type;
                    if (message.sizes != null && $Object.hasOwnProperty.call(message, "sizes"))
                        object.sizes = $root.bale.bench.twitter.Sizes.toObject(message.sizes, options, _depth + 1);
                    if (message.source_status_id != null && $Object.hasOwnProperty.call(message, "source_status_id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.source_status_id = typeof message.source_status_id === "number" ? $BigInt(message.source_status_id) : $util.Long.fromBits(message.source_status_id.low >>> 0, message.source_status_id.high >>> 0, false).toBigInt();
                        else if (typeof message.source_status_id === "number")
                            object.source_status_id = options.longs === $String ? $String(message.source_status_id) : message.source_status_id;
                        else
                            object.source_status_id = options.longs === $String ? $util.Long.prototype.toString.call(message.source_status_id) : options.longs === $Number ? new $util.LongBits(message.source_status_id.low >>> 0, message.source_status_id.high >>> 0).toNumber() : message.source_status_id;
                    if (message.source_status_id_str != null && $Object.hasOwnProperty.call(message, "source_status_id_str"))
                        object.source_status_id_str = message.source_status_id_str;
                    return object;
                };

                /**
                 * Converts this MediaEntity to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.MediaEntity
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                MediaEntity.prototype.toJSON = function() {
                    return MediaEntity.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for MediaEntity
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.MediaEntity
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                MediaEntity.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.MediaEntity";
                };

                return MediaEntity;
            })();

            twitter.Sizes = (function() {

                /**
                 * Properties of a Sizes.
                 * @typedef {Object} bale.bench.twitter.Sizes.$Properties
                 * @property {bale.bench.twitter.Size.$Properties|null} [medium] Sizes medium
                 * @property {bale.bench.twitter.Size.$Properties|null} [small] Sizes small
                 * @property {bale.bench.twitter.Size.$Properties|null} [thumb] Sizes thumb
                 * @property {bale.bench.twitter.Size.$Properties|null} [large] Sizes large
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Sizes.
                 * @memberof bale.bench.twitter
                 * @interface ISizes
                 * @augments bale.bench.twitter.Sizes.$Properties
                 * @deprecated Use bale.bench.twitter.Sizes.$Properties instead.
                 */

                /**
                 * Shape of a Sizes.
                 * @typedef {bale.bench.twitter.Sizes.$Properties} bale.bench.twitter.Sizes.$Shape
                 */

                /**
                 * Constructs a new Sizes.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a Sizes.
                 * @constructor
                 * @param {bale.bench.twitter.Sizes.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Sizes = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Sizes medium.
                 * @member {bale.bench.twitter.Size.$Properties|null|undefined} medium
                 * @memberof bale.bench.twitter.Sizes
                 * @instance
                 */
                Sizes.prototype.medium = null;

                /**
                 * Sizes small.
                 * @member {bale.bench.twitter.Size.$Properties|null|undefined} small
                 * @memberof bale.bench.twitter.Sizes
                 * @instance
                 */
                Sizes.prototype.small = null;

                /**
                 * Sizes thumb.
                 * @member {bale.bench.twitter.Size.$Properties|null|undefined} thumb
                 * @memberof bale.bench.twitter.Sizes
                 * @instance
                 */
                Sizes.prototype.thumb = null;

                /**
                 * Sizes large.
                 * @member {bale.bench.twitter.Size.$Properties|null|undefined} large
                 * @memberof bale.bench.twitter.Sizes
                 * @instance
                 */
                Sizes.prototype.large = null;

                /**
                 * Creates a new Sizes instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.Sizes
                 * @static
                 * @param {bale.bench.twitter.Sizes.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.Sizes} Sizes instance
                 * @type {{
                 *   (properties: bale.bench.twitter.Sizes.$Shape): bale.bench.twitter.Sizes & bale.bench.twitter.Sizes.$Shape;
                 *   (properties?: bale.bench.twitter.Sizes.$Properties): bale.bench.twitter.Sizes;
                 * }}
                 */
                Sizes.create = function(properties) {
                    return new Sizes(properties);
                };

                /**
                 * Encodes the specified Sizes message. Does not implicitly {@link bale.bench.twitter.Sizes.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.Sizes
                 * @static
                 * @param {bale.bench.twitter.Sizes.$Properties} message Sizes message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Sizes.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.medium != null && $Object.hasOwnProperty.call(message, "medium"))
                        $root.bale.bench.twitter.Size.encode(message.medium, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.small != null && $Object.hasOwnProperty.call(message, "small"))
                        $root.bale.bench.twitter.Size.encode(message.small, writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.thumb != null && $Object.hasOwnProperty.call(message, "thumb"))
                        $root.bale.bench.twitter.Size.encode(message.thumb, writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                    if (message.large != null && $Object.hasOwnProperty.call(message, "large"))
                        $root.bale.bench.twitter.Size.encode(message.large, writer.uint32(/* id 4, wireType 2 =*/34).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Sizes message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.Sizes
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.Sizes & bale.bench.twitter.Sizes.$Shape} Sizes
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Sizes.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.Sizes();
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
                                message.medium = $root.bale.bench.twitter.Size.decode(reader, reader.size(), $undefined, _depth + 1, message.medium);
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.small = $root.bale.bench.twitter.Size.decode(reader, reader.size(), $undefined, _depth + 1, message.small);
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                message.thumb = $root.bale.bench.twitter.Size.decode(reader, reader.size(), $undefined, _depth + 1, message.thumb);
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                message.large = $root.bale.bench.twitter.Size.decode(reader, reader.size(), $undefined, _depth + 1, message.large);
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
                 * Creates a Sizes message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.Sizes
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.Sizes} Sizes
                 */
                Sizes.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.Sizes)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.Sizes: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.Sizes();
                    if (object.medium != null) {
                        if (!$util.isObject(object.medium))
                            throw $TypeError(".bale.bench.twitter.Sizes.medium: object expected");
                        message.medium = $root.bale.bench.twitter.Size.fromObject(object.medium, _depth + 1);
                    }
                    if (object.small != null) {
                        if (!$util.isObject(object.small))
                            throw $TypeError(".bale.bench.twitter.Sizes.small: object expected");
                        message.small = $root.bale.bench.twitter.Size.fromObject(object.small, _depth + 1);
                    }
                    if (object.thumb != null) {
                        if (!$util.isObject(object.thumb))
                            throw $TypeError(".bale.bench.twitter.Sizes.thumb: object expected");
                        message.thumb = $root.bale.bench.twitter.Size.fromObject(object.thumb, _depth + 1);
                    }
                    if (object.large != null) {
                        if (!$util.isObject(object.large))
                            throw $TypeError(".bale.bench.twitter.Sizes.large: object expected");
                        message.large = $root.bale.bench.twitter.Size.fromObject(object.large, _depth + 1);
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a Sizes message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.Sizes
                 * @static
                 * @param {bale.bench.twitter.Sizes} message Sizes
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Sizes.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.medium = null;
                        object.small = null;
                        object.thumb = null;
                        object.large = null;
                    }
                    if (message.medium != null && $Object.hasOwnProperty.call(message, "medium"))
                        object.medium = $root.bale.bench.twitter.Size.toObject(message.medium, options, _depth + 1);
                    if (message.small != null && $Object.hasOwnProperty.call(message, "small"))
                        object.small = $root.bale.bench.twitter.Size.toObject(message.small, options, _depth + 1);
                    if (message.thumb != null && $Object.hasOwnProperty.call(message, "thumb"))
                        object.thumb = $root.bale.bench.twitter.Size.toObject(message.thumb, options, _depth + 1);
                    if (message.large != null && $Object.hasOwnProperty.call(message, "large"))
                        object.large = $root.bale.bench.twitter.Size.toObject(message.large, options, _depth + 1);
                    return object;
                };

                /**
                 * Converts this Sizes to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.Sizes
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Sizes.prototype.toJSON = function() {
                    return Sizes.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Sizes
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.Sizes
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Sizes.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.Sizes";
                };

                return Sizes;
            })();

            twitter.Size = (function() {

                /**
                 * Properties of a Size.
                 * @typedef {Object} bale.bench.twitter.Size.$Properties
                 * @property {number|null} [w] Size w
                 * @property {number|null} [h] Size h
                 * @property {string|null} [resize] Size resize
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Size.
                 * @memberof bale.bench.twitter
                 * @interface ISize
                 * @augments bale.bench.twitter.Size.$Properties
                 * @deprecated Use bale.bench.twitter.Size.$Properties instead.
                 */

                /**
                 * Shape of a Size.
                 * @typedef {bale.bench.twitter.Size.$Properties} bale.bench.twitter.Size.$Shape
                 */

                /**
                 * Constructs a new Size.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a Size.
                 * @constructor
                 * @param {bale.bench.twitter.Size.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Size = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Size w.
                 * @member {number} w
                 * @memberof bale.bench.twitter.Size
                 * @instance
                 */
                Size.prototype.w = 0;

                /**
                 * Size h.
                 * @member {number} h
                 * @memberof bale.bench.twitter.Size
                 * @instance
                 */
                Size.prototype.h = 0;

                /**
                 * Size resize.
                 * @member {string} resize
                 * @memberof bale.bench.twitter.Size
                 * @instance
                 */
                Size.prototype.resize = "";

                /**
                 * Creates a new Size instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.Size
                 * @static
                 * @param {bale.bench.twitter.Size.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.Size} Size instance
                 * @type {{
                 *   (properties: bale.bench.twitter.Size.$Shape): bale.bench.twitter.Size & bale.bench.twitter.Size.$Shape;
                 *   (properties?: bale.bench.twitter.Size.$Properties): bale.bench.twitter.Size;
                 * }}
                 */
                Size.create = function(properties) {
                    return new Size(properties);
                };

                /**
                 * Encodes the specified Size message. Does not implicitly {@link bale.bench.twitter.Size.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.Size
                 * @static
                 * @param {bale.bench.twitter.Size.$Properties} message Size message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Size.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.w != null && $Object.hasOwnProperty.call(message, "w") && message.w !== 0)
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.w);
                    if (message.h != null && $Object.hasOwnProperty.call(message, "h") && message.h !== 0)
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.h);
                    if (message.resize != null && $Object.hasOwnProperty.call(message, "resize") && message.resize !== "")
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.resize);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Size message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.Size
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.Size & bale.bench.twitter.Size.$Shape} Size
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Size.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.Size();
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
                                if (value = reader.int32())
                                    message.w = value;
                                else
                                    delete message.w;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.h = value;
                                else
                                    delete message.h;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.resize = value;
                                else
                                    delete message.resize;
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
                 * Creates a Size message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.Size
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.Size} Size
                 */
                Size.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.Size)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.Size: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.Size();
                    if (object.w != null)
                        if ($Number(object.w) !== 0)
                            message.w = object.w | 0;
                    if (object.h != null)
                        if ($Number(object.h) !== 0)
                            message.h = object.h | 0;
                    if (object.resize != null)
                        if (typeof object.resize !== "string" || object.resize.length)
                            message.resize = $String(object.resize);
                    return message;
                };

                /**
                 * Creates a plain object from a Size message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.Size
                 * @static
                 * @param {bale.bench.twitter.Size} message Size
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Size.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.w = 0;
                        object.h = 0;
                        object.resize = "";
                    }
                    if (message.w != null && $Object.hasOwnProperty.call(message, "w"))
                        object.w = message.w;
                    if (message.h != null && $Object.hasOwnProperty.call(message, "h"))
                        object.h = message.h;
                    if (message.resize != null && $Object.hasOwnProperty.call(message, "resize"))
                        object.resize = message.resize;
                    return object;
                };

                /**
                 * Converts this Size to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.Size
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Size.prototype.toJSON = function() {
                    return Size.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Size
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.Size
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Size.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.Size";
                };

                return Size;
            })();

            twitter.SearchMetadata = (function() {

                /**
                 * Properties of a SearchMetadata.
                 * @typedef {Object} bale.bench.twitter.SearchMetadata.$Properties
                 * @property {number|null} [completed_in] SearchMetadata completed_in
                 * @property {number|null} [max_id] SearchMetadata max_id
                 * @property {string|null} [max_id_str] SearchMetadata max_id_str
                 * @property {string|null} [next_results] SearchMetadata next_results
                 * @property {string|null} [query] SearchMetadata query
                 * @property {string|null} [refresh_url] SearchMetadata refresh_url
                 * @property {number|null} [count] SearchMetadata count
                 * @property {number|null} [since_id] SearchMetadata since_id
                 * @property {string|null} [since_id_str] SearchMetadata since_id_str
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a SearchMetadata.
                 * @memberof bale.bench.twitter
                 * @interface ISearchMetadata
                 * @augments bale.bench.twitter.SearchMetadata.$Properties
                 * @deprecated Use bale.bench.twitter.SearchMetadata.$Properties instead.
                 */

                /**
                 * Shape of a SearchMetadata.
                 * @typedef {bale.bench.twitter.SearchMetadata.$Properties} bale.bench.twitter.SearchMetadata.$Shape
                 */

                /**
                 * Constructs a new SearchMetadata.
                 * @memberof bale.bench.twitter
                 * @classdesc Represents a SearchMetadata.
                 * @constructor
                 * @param {bale.bench.twitter.SearchMetadata.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const SearchMetadata = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * SearchMetadata completed_in.
                 * @member {number} completed_in
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.completed_in = 0;

                /**
                 * SearchMetadata max_id.
                 * @member {number} max_id
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.max_id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * SearchMetadata max_id_str.
                 * @member {string} max_id_str
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.max_id_str = "";

                /**
                 * SearchMetadata next_results.
                 * @member {string} next_results
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.next_results = "";

                /**
                 * SearchMetadata query.
                 * @member {string} query
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.query = "";

                /**
                 * SearchMetadata refresh_url.
                 * @member {string} refresh_url
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.refresh_url = "";

                /**
                 * SearchMetadata count.
                 * @member {number} count
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.count = 0;

                /**
                 * SearchMetadata since_id.
                 * @member {number} since_id
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.since_id = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * SearchMetadata since_id_str.
                 * @member {string} since_id_str
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 */
                SearchMetadata.prototype.since_id_str = "";

                /**
                 * Creates a new SearchMetadata instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @static
                 * @param {bale.bench.twitter.SearchMetadata.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.twitter.SearchMetadata} SearchMetadata instance
                 * @type {{
                 *   (properties: bale.bench.twitter.SearchMetadata.$Shape): bale.bench.twitter.SearchMetadata & bale.bench.twitter.SearchMetadata.$Shape;
                 *   (properties?: bale.bench.twitter.SearchMetadata.$Properties): bale.bench.twitter.SearchMetadata;
                 * }}
                 */
                SearchMetadata.create = function(properties) {
                    return new SearchMetadata(properties);
                };

                /**
                 * Encodes the specified SearchMetadata message. Does not implicitly {@link bale.bench.twitter.SearchMetadata.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @static
                 * @param {bale.bench.twitter.SearchMetadata.$Properties} message SearchMetadata message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SearchMetadata.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.completed_in != null && $Object.hasOwnProperty.call(message, "completed_in") && !$Object.is(message.completed_in, 0))
                        writer.uint32(/* id 1, wireType 1 =*/9).double(message.completed_in);
                    if (message.max_id != null && $Object.hasOwnProperty.call(message, "max_id") && (typeof message.max_id === "object" ? message.max_id.low || message.max_id.high : message.max_id !== 0))
                        writer.uint32(/* id 2, wireType 0 =*/16).int64(message.max_id);
                    if (message.max_id_str != null && $Object.hasOwnProperty.call(message, "max_id_str") && message.max_id_str !== "")
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.max_id_str);
                    if (message.next_results != null && $Object.hasOwnProperty.call(message, "next_results") && message.next_results !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.next_results);
                    if (message.query != null && $Object.hasOwnProperty.call(message, "query") && message.query !== "")
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.query);
                    if (message.refresh_url != null && $Object.hasOwnProperty.call(message, "refresh_url") && message.refresh_url !== "")
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.refresh_url);
                    if (message.count != null && $Object.hasOwnProperty.call(message, "count") && message.count !== 0)
                        writer.uint32(/* id 7, wireType 0 =*/56).int32(message.count);
                    if (message.since_id != null && $Object.hasOwnProperty.call(message, "since_id") && (typeof message.since_id === "object" ? message.since_id.low || message.since_id.high : message.since_id !== 0))
                        writer.uint32(/* id 8, wireType 0 =*/64).int64(message.since_id);
                    if (message.since_id_str != null && $Object.hasOwnProperty.call(message, "since_id_str") && message.since_id_str !== "")
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.since_id_str);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a SearchMetadata message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.twitter.SearchMetadata & bale.bench.twitter.SearchMetadata.$Shape} SearchMetadata
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SearchMetadata.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.twitter.SearchMetadata();
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
                                if (wireType !== 1)
                                    break;
                                if (!$Object.is(value = reader.double(), 0))
                                    message.completed_in = value;
                                else
                                    delete message.completed_in;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.max_id = value;
                                else
                                    delete message.max_id;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.max_id_str = value;
                                else
                                    delete message.max_id_str;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.next_results = value;
                                else
                                    delete message.next_results;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.query = value;
                                else
                                    delete message.query;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.refresh_url = value;
                                else
                                    delete message.refresh_url;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.count = value;
                                else
                                    delete message.count;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.since_id = value;
                                else
                                    delete message.since_id;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.since_id_str = value;
                                else
                                    delete message.since_id_str;
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
                 * Creates a SearchMetadata message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.twitter.SearchMetadata} SearchMetadata
                 */
                SearchMetadata.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.twitter.SearchMetadata)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.twitter.SearchMetadata: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.twitter.SearchMetadata();
                    if (object.completed_in != null)
                        if (!$Object.is($Number(object.completed_in), 0))
                            message.completed_in = $Number(object.completed_in);
                    if (object.max_id != null)
                        if (typeof object.max_id === "object" ? object.max_id.low || object.max_id.high : $Number(object.max_id) !== 0)
                            if ($util.Long)
                                message.max_id = $util.Long.fromValue(object.max_id, false);
                            else if (typeof object.max_id === "string")
                                message.max_id = $parseInt(object.max_id, 10);
                            else if (typeof object.max_id === "number")
                                message.max_id = object.max_id;
                            else if (typeof object.max_id === "object")
                                message.max_id = new $util.LongBits(object.max_id.low >>> 0, object.max_id.high >>> 0).toNumber();
                    if (object.max_id_str != null)
                        if (typeof object.max_id_str !== "string" || object.max_id_str.length)
                            message.max_id_str = $String(object.max_id_str);
                    if (object.next_results != null)
                        if (typeof object.next_results !== "string" || object.next_results.length)
                            message.next_results = $String(object.next_results);
                    if (object.query != null)
                        if (typeof object.query !== "string" || object.query.length)
                            message.query = $String(object.query);
                    if (object.refresh_url != null)
                        if (typeof object.refresh_url !== "string" || object.refresh_url.length)
                            message.refresh_url = $String(object.refresh_url);
                    if (object.count != null)
                        if ($Number(object.count) !== 0)
                            message.count = object.count | 0;
                    if (object.since_id != null)
                        if (typeof object.since_id === "object" ? object.since_id.low || object.since_id.high : $Number(object.since_id) !== 0)
                            if ($util.Long)
                                message.since_id = $util.Long.fromValue(object.since_id, false);
                            else if (typeof object.since_id === "string")
                                message.since_id = $parseInt(object.since_id, 10);
                            else if (typeof object.since_id === "number")
                                message.since_id = object.since_id;
                            else if (typeof object.since_id === "object")
                                message.since_id = new $util.LongBits(object.since_id.low >>> 0, object.since_id.high >>> 0).toNumber();
                    if (object.since_id_str != null)
                        if (typeof object.since_id_str !== "string" || object.since_id_str.length)
                            message.since_id_str = $String(object.since_id_str);
                    return message;
                };

                /**
                 * Creates a plain object from a SearchMetadata message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @static
                 * @param {bale.bench.twitter.SearchMetadata} message SearchMetadata
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                SearchMetadata.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.completed_in = 0;
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.max_id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.max_id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.max_id_str = "";
                        object.next_results = "";
                        object.query = "";
                        object.refresh_url = "";
                        object.count = 0;
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.since_id = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.since_id = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.since_id_str = "";
                    }
                    if (message.completed_in != null && $Object.hasOwnProperty.call(message, "completed_in"))
                        object.completed_in = options.json && !$isFinite(message.completed_in) ? $String(message.completed_in) : message.completed_in;
                    if (message.max_id != null && $Object.hasOwnProperty.call(message, "max_id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.max_id = typeof message.max_id === "number" ? $BigInt(message.max_id) : $util.Long.fromBits(message.max_id.low >>> 0, message.max_id.high >>> 0, false).toBigInt();
                        else if (typeof message.max_id === "number")
                            object.max_id = options.longs === $String ? $String(message.max_id) : message.max_id;
                        else
                            object.max_id = options.longs === $String ? $util.Long.prototype.toString.call(message.max_id) : options.longs === $Number ? new $util.LongBits(message.max_id.low >>> 0, message.max_id.high >>> 0).toNumber() : message.max_id;
                    if (message.max_id_str != null && $Object.hasOwnProperty.call(message, "max_id_str"))
                        object.max_id_str = message.max_id_str;
                    if (message.next_results != null && $Object.hasOwnProperty.call(message, "next_results"))
                        object.next_results = message.next_results;
                    if (message.query != null && $Object.hasOwnProperty.call(message, "query"))
                        object.query = message.query;
                    if (message.refresh_url != null && $Object.hasOwnProperty.call(message, "refresh_url"))
                        object.refresh_url = message.refresh_url;
                    if (message.count != null && $Object.hasOwnProperty.call(message, "count"))
                        object.count = message.count;
                    if (message.since_id != null && $Object.hasOwnProperty.call(message, "since_id"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.since_id = typeof message.since_id === "number" ? $BigInt(message.since_id) : $util.Long.fromBits(message.since_id.low >>> 0, message.since_id.high >>> 0, false).toBigInt();
                        else if (typeof message.since_id === "number")
                            object.since_id = options.longs === $String ? $String(message.since_id) : message.since_id;
                        else
                            object.since_id = options.longs === $String ? $util.Long.prototype.toString.call(message.since_id) : options.longs === $Number ? new $util.LongBits(message.since_id.low >>> 0, message.since_id.high >>> 0).toNumber() : message.since_id;
                    if (message.since_id_str != null && $Object.hasOwnProperty.call(message, "since_id_str"))
                        object.since_id_str = message.since_id_str;
                    return object;
                };

                /**
                 * Converts this SearchMetadata to JSON.
                 * @function toJSON
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                SearchMetadata.prototype.toJSON = function() {
                    return SearchMetadata.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for SearchMetadata
                 * @function getTypeUrl
                 * @memberof bale.bench.twitter.SearchMetadata
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                SearchMetadata.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.twitter.SearchMetadata";
                };

                return SearchMetadata;
            })();

            return twitter;
        })();

        return bench;
    })();

    return bale;
})();

export {
  $root as default
};
