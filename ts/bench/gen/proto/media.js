/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $Array = $util.global.Array, $String = $util.global.String, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $BigInt = $util.global.BigInt;

// Exported root namespace
const $root = $protobuf.roots["media"] || ($protobuf.roots["media"] = {});

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

        bench.media = (function() {

            /**
             * Namespace media.
             * @memberof bale.bench
             * @namespace
             */
            const media = {};

            media.MediaContent = (function() {

                /**
                 * Properties of a MediaContent.
                 * @typedef {Object} bale.bench.media.MediaContent.$Properties
                 * @property {bale.bench.media.Media.$Properties|null} [media] MediaContent media
                 * @property {Array.<bale.bench.media.Image.$Properties>|null} [images] MediaContent images
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a MediaContent.
                 * @memberof bale.bench.media
                 * @interface IMediaContent
                 * @augments bale.bench.media.MediaContent.$Properties
                 * @deprecated Use bale.bench.media.MediaContent.$Properties instead.
                 */

                /**
                 * Shape of a MediaContent.
                 * @typedef {bale.bench.media.MediaContent.$Properties} bale.bench.media.MediaContent.$Shape
                 */

                /**
                 * Constructs a new MediaContent.
                 * @memberof bale.bench.media
                 * @classdesc Represents a MediaContent.
                 * @constructor
                 * @param {bale.bench.media.MediaContent.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const MediaContent = function (properties) {
                    this.images = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * MediaContent media.
                 * @member {bale.bench.media.Media.$Properties|null|undefined} media
                 * @memberof bale.bench.media.MediaContent
                 * @instance
                 */
                MediaContent.prototype.media = null;

                /**
                 * MediaContent images.
                 * @member {Array.<bale.bench.media.Image.$Properties>} images
                 * @memberof bale.bench.media.MediaContent
                 * @instance
                 */
                MediaContent.prototype.images = $util.emptyArray;

                /**
                 * Creates a new MediaContent instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.media.MediaContent
                 * @static
                 * @param {bale.bench.media.MediaContent.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.media.MediaContent} MediaContent instance
                 * @type {{
                 *   (properties: bale.bench.media.MediaContent.$Shape): bale.bench.media.MediaContent & bale.bench.media.MediaContent.$Shape;
                 *   (properties?: bale.bench.media.MediaContent.$Properties): bale.bench.media.MediaContent;
                 * }}
                 */
                MediaContent.create = function(properties) {
                    return new MediaContent(properties);
                };

                /**
                 * Encodes the specified MediaContent message. Does not implicitly {@link bale.bench.media.MediaContent.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.media.MediaContent
                 * @static
                 * @param {bale.bench.media.MediaContent.$Properties} message MediaContent message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                MediaContent.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.media != null && $Object.hasOwnProperty.call(message, "media"))
                        $root.bale.bench.media.Media.encode(message.media, writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.images != null && message.images.length)
                        for (let i = 0; i < message.images.length; ++i)
                            $root.bale.bench.media.Image.encode(message.images[i], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a MediaContent message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.media.MediaContent
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.media.MediaContent & bale.bench.media.MediaContent.$Shape} MediaContent
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                MediaContent.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.media.MediaContent();
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
                                message.media = $root.bale.bench.media.Media.decode(reader, reader.size(), $undefined, _depth + 1, message.media);
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.images && message.images.length))
                                    message.images = [];
                                message.images.push($root.bale.bench.media.Image.decode(reader, reader.size(), $undefined, _depth + 1));
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
                 * Creates a MediaContent message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.media.MediaContent
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.media.MediaContent} MediaContent
                 */
                MediaContent.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.media.MediaContent)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.media.MediaContent: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.media.MediaContent();
                    if (object.media != null) {
                        if (!$util.isObject(object.media))
                            throw $TypeError(".bale.bench.media.MediaContent.media: object expected");
                        message.media = $root.bale.bench.media.Media.fromObject(object.media, _depth + 1);
                    }
                    if (object.images) {
                        if (!$Array.isArray(object.images))
                            throw $TypeError(".bale.bench.media.MediaContent.images: array expected");
                        message.images = $Array(object.images.length);
                        for (let i = 0; i < object.images.length; ++i) {
                            if (!$util.isObject(object.images[i]))
                                throw $TypeError(".bale.bench.media.MediaContent.images: object expected");
                            message.images[i] = $root.bale.bench.media.Image.fromObject(object.images[i], _depth + 1);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a MediaContent message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.media.MediaContent
                 * @static
                 * @param {bale.bench.media.MediaContent} message MediaContent
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                MediaContent.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.images = [];
                    if (options.defaults)
                        object.media = null;
                    if (message.media != null && $Object.hasOwnProperty.call(message, "media"))
                        object.media = $root.bale.bench.media.Media.toObject(message.media, options, _depth + 1);
                    if (message.images && message.images.length) {
                        object.images = $Array(message.images.length);
                        for (let j = 0; j < message.images.length; ++j)
                            object.images[j] = $root.bale.bench.media.Image.toObject(message.images[j], options, _depth + 1);
                    }
                    return object;
                };

                /**
                 * Converts this MediaContent to JSON.
                 * @function toJSON
                 * @memberof bale.bench.media.MediaContent
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                MediaContent.prototype.toJSON = function() {
                    return MediaContent.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for MediaContent
                 * @function getTypeUrl
                 * @memberof bale.bench.media.MediaContent
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                MediaContent.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.media.MediaContent";
                };

                return MediaContent;
            })();

            media.Media = (function() {

                /**
                 * Properties of a Media.
                 * @typedef {Object} bale.bench.media.Media.$Properties
                 * @property {string|null} [uri] Media uri
                 * @property {string|null} [title] Media title
                 * @property {number|null} [width] Media width
                 * @property {number|null} [height] Media height
                 * @property {string|null} [format] Media format
                 * @property {number|null} [duration] Media duration
                 * @property {number|null} [size] Media size
                 * @property {number|null} [bitrate] Media bitrate
                 * @property {Array.<string>|null} [persons] Media persons
                 * @property {bale.bench.media.Player|null} [player] Media player
                 * @property {string|null} [copyright] Media copyright
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Media.
                 * @memberof bale.bench.media
                 * @interface IMedia
                 * @augments bale.bench.media.Media.$Properties
                 * @deprecated Use bale.bench.media.Media.$Properties instead.
                 */

                /**
                 * Shape of a Media.
                 * @typedef {bale.bench.media.Media.$Properties} bale.bench.media.Media.$Shape
                 */

                /**
                 * Constructs a new Media.
                 * @memberof bale.bench.media
                 * @classdesc Represents a Media.
                 * @constructor
                 * @param {bale.bench.media.Media.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Media = function (properties) {
                    this.persons = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Media uri.
                 * @member {string} uri
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.uri = "";

                /**
                 * Media title.
                 * @member {string|null|undefined} title
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.title = null;

                /**
                 * Media width.
                 * @member {number} width
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.width = 0;

                /**
                 * Media height.
                 * @member {number} height
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.height = 0;

                /**
                 * Media format.
                 * @member {string} format
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.format = "";

                /**
                 * Media duration.
                 * @member {number} duration
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.duration = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Media size.
                 * @member {number} size
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.size = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Media bitrate.
                 * @member {number|null|undefined} bitrate
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.bitrate = null;

                /**
                 * Media persons.
                 * @member {Array.<string>} persons
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.persons = $util.emptyArray;

                /**
                 * Media player.
                 * @member {bale.bench.media.Player} player
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.player = 0;

                /**
                 * Media copyright.
                 * @member {string|null|undefined} copyright
                 * @memberof bale.bench.media.Media
                 * @instance
                 */
                Media.prototype.copyright = null;

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Media.prototype, "_title", {
                    get: $util.oneOfGetter($oneOfFields = ["title"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Media.prototype, "_bitrate", {
                    get: $util.oneOfGetter($oneOfFields = ["bitrate"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Media.prototype, "_copyright", {
                    get: $util.oneOfGetter($oneOfFields = ["copyright"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new Media instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.media.Media
                 * @static
                 * @param {bale.bench.media.Media.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.media.Media} Media instance
                 * @type {{
                 *   (properties: bale.bench.media.Media.$Shape): bale.bench.media.Media & bale.bench.media.Media.$Shape;
                 *   (properties?: bale.bench.media.Media.$Properties): bale.bench.media.Media;
                 * }}
                 */
                Media.create = function(properties) {
                    return new Media(properties);
                };

                /**
                 * Encodes the specified Media message. Does not implicitly {@link bale.bench.media.Media.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.media.Media
                 * @static
                 * @param {bale.bench.media.Media.$Properties} message Media message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Media.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.uri != null && $Object.hasOwnProperty.call(message, "uri") && message.uri !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.uri);
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.title);
                    if (message.width != null && $Object.hasOwnProperty.call(message, "width") && message.width !== 0)
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.width);
                    if (message.height != null && $Object.hasOwnProperty.call(message, "height") && message.height !== 0)
                        writer.uint32(/* id 4, wireType 0 =*/32).int32(message.height);
                    if (message.format != null && $Object.hasOwnProperty.call(message, "format") && message.format !== "")
                        writer.uint32(/* id 5, wireType 2 =*/42).string(message.format);
                    if (message.duration != null && $Object.hasOwnProperty.call(message, "duration") && (typeof message.duration === "object" ? message.duration.low || message.duration.high : message.duration !== 0))
                        writer.uint32(/* id 6, wireType 0 =*/48).int64(message.duration);
                    if (message.size != null && $Object.hasOwnProperty.call(message, "size") && (typeof message.size === "object" ? message.size.low || message.size.high : message.size !== 0))
                        writer.uint32(/* id 7, wireType 0 =*/56).int64(message.size);
                    if (message.bitrate != null && $Object.hasOwnProperty.call(message, "bitrate"))
                        writer.uint32(/* id 8, wireType 0 =*/64).int32(message.bitrate);
                    if (message.persons != null && message.persons.length)
                        for (let i = 0; i < message.persons.length; ++i)
                            writer.uint32(/* id 9, wireType 2 =*/74).string(message.persons[i]);
                    if (message.player != null && $Object.hasOwnProperty.call(message, "player") && message.player !== 0)
                        writer.uint32(/* id 10, wireType 0 =*/80).int32(message.player);
                    if (message.copyright != null && $Object.hasOwnProperty.call(message, "copyright"))
                        writer.uint32(/* id 11, wireType 2 =*/90).string(message.copyright);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Media message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.media.Media
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.media.Media & bale.bench.media.Media.$Shape} Media
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Media.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.media.Media();
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
                                    message.uri = value;
                                else
                                    delete message.uri;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.title = reader.stringVerify();
                                message._title = "title";
                                continue;
                            }
                        case 3: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.width = value;
                                else
                                    delete message.width;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.height = value;
                                else
                                    delete message.height;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.format = value;
                                else
                                    delete message.format;
                                continue;
                            }
                        case 6: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.duration = value;
                                else
                                    delete message.duration;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.size = value;
                                else
                                    delete message.size;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 0)
                                    break;
                                message.bitrate = reader.int32();
                                message._bitrate = "bitrate";
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.persons && message.persons.length))
                                    message.persons = [];
                                message.persons.push(reader.stringVerify());
                                continue;
                            }
                        case 10: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.player = value;
                                else
                                    delete message.player;
                                continue;
                            }
                        case 11: {
                                if (wireType !== 2)
                                    break;
                                message.copyright = reader.stringVerify();
                                message._copyright = "copyright";
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
                 * Creates a Media message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.media.Media
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.media.Media} Media
                 */
                Media.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.media.Media)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.media.Media: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.media.Media();
                    if (object.uri != null)
                        if (typeof object.uri !== "string" || object.uri.length)
                            message.uri = $String(object.uri);
                    if (object.title != null)
                        message.title = $String(object.title);
                    if (object.width != null)
                        if ($Number(object.width) !== 0)
                            message.width = object.width | 0;
                    if (object.height != null)
                        if ($Number(object.height) !== 0)
                            message.height = object.height | 0;
                    if (object.format != null)
                        if (typeof object.format !== "string" || object.format.length)
                            message.format = $String(object.format);
                    if (object.duration != null)
                        if (typeof object.duration === "object" ? object.duration.low || object.duration.high : $Number(object.duration) !== 0)
                            if ($util.Long)
                                message.duration = $util.Long.fromValue(object.duration, false);
                            else if (typeof object.duration === "string")
                                message.duration = $parseInt(object.duration, 10);
                            else if (typeof object.duration === "number")
                                message.duration = object.duration;
                            else if (typeof object.duration === "object")
                                message.duration = new $util.LongBits(object.duration.low >>> 0, object.duration.high >>> 0).toNumber();
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
                    if (object.bitrate != null)
                        message.bitrate = object.bitrate | 0;
                    if (object.persons) {
                        if (!$Array.isArray(object.persons))
                            throw $TypeError(".bale.bench.media.Media.persons: array expected");
                        message.persons = $Array(object.persons.length);
                        for (let i = 0; i < object.persons.length; ++i)
                            message.persons[i] = $String(object.persons[i]);
                    }
                    if (object.player !== 0 && (typeof object.player !== "string" || $root.bale.bench.media.Player[object.player] !== 0))
                        switch (object.player) {
                        case "JAVA":
                        case 0:
                            message.player = 0;
                            break;
                        case "FLASH":
                        case 1:
                            message.player = 1;
                            break;
                        default:
                            if (typeof object.player === "number" && (object.player | 0) === object.player)
                                message.player = object.player;
                        }
                    if (object.copyright != null)
                        message.copyright = $String(object.copyright);
                    return message;
                };

                /**
                 * Creates a plain object from a Media message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.media.Media
                 * @static
                 * @param {bale.bench.media.Media} message Media
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Media.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.persons = [];
                    if (options.defaults) {
                        object.uri = "";
                        object.width = 0;
                        object.height = 0;
                        object.format = "";
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.duration = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.duration = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.size = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.size = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.player = options.enums === $String ? "JAVA" : 0;
                    }
                    if (message.uri != null && $Object.hasOwnProperty.call(message, "uri"))
                        object.uri = message.uri;
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        object.title = message.title;
                    if (message.width != null && $Object.hasOwnProperty.call(message, "width"))
                        object.width = message.width;
                    if (message.height != null && $Object.hasOwnProperty.call(message, "height"))
                        object.height = message.height;
                    if (message.format != null && $Object.hasOwnProperty.call(message, "format"))
                        object.format = message.format;
                    if (message.duration != null && $Object.hasOwnProperty.call(message, "duration"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.duration = typeof message.duration === "number" ? $BigInt(message.duration) : $util.Long.fromBits(message.duration.low >>> 0, message.duration.high >>> 0, false).toBigInt();
                        else if (typeof message.duration === "number")
                            object.duration = options.longs === $String ? $String(message.duration) : message.duration;
                        else
                            object.duration = options.longs === $String ? $util.Long.prototype.toString.call(message.duration) : options.longs === $Number ? new $util.LongBits(message.duration.low >>> 0, message.duration.high >>> 0).toNumber() : message.duration;
                    if (message.size != null && $Object.hasOwnProperty.call(message, "size"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.size = typeof message.size === "number" ? $BigInt(message.size) : $util.Long.fromBits(message.size.low >>> 0, message.size.high >>> 0, false).toBigInt();
                        else if (typeof message.size === "number")
                            object.size = options.longs === $String ? $String(message.size) : message.size;
                        else
                            object.size = options.longs === $String ? $util.Long.prototype.toString.call(message.size) : options.longs === $Number ? new $util.LongBits(message.size.low >>> 0, message.size.high >>> 0).toNumber() : message.size;
                    if (message.bitrate != null && $Object.hasOwnProperty.call(message, "bitrate"))
                        object.bitrate = message.bitrate;
                    if (message.persons && message.persons.length) {
                        object.persons = $Array(message.persons.length);
                        for (let j = 0; j < message.persons.length; ++j)
                            object.persons[j] = message.persons[j];
                    }
                    if (message.player != null && $Object.hasOwnProperty.call(message, "player"))
                        object.player = options.enums === $String ? $root.bale.bench.media.Player[message.player] === $undefined ? message.player : $root.bale.bench.media.Player[message.player] : message.player;
                    if (message.copyright != null && $Object.hasOwnProperty.call(message, "copyright"))
                        object.copyright = message.copyright;
                    return object;
                };

                /**
                 * Converts this Media to JSON.
                 * @function toJSON
                 * @memberof bale.bench.media.Media
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Media.prototype.toJSON = function() {
                    return Media.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Media
                 * @function getTypeUrl
                 * @memberof bale.bench.media.Media
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Media.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.media.Media";
                };

                return Media;
            })();

            media.Image = (function() {

                /**
                 * Properties of an Image.
                 * @typedef {Object} bale.bench.media.Image.$Properties
                 * @property {string|null} [uri] Image uri
                 * @property {string|null} [title] Image title
                 * @property {number|null} [width] Image width
                 * @property {number|null} [height] Image height
                 * @property {bale.bench.media.Size|null} [size] Image size
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an Image.
                 * @memberof bale.bench.media
                 * @interface IImage
                 * @augments bale.bench.media.Image.$Properties
                 * @deprecated Use bale.bench.media.Image.$Properties instead.
                 */

                /**
                 * Shape of an Image.
                 * @typedef {bale.bench.media.Image.$Properties} bale.bench.media.Image.$Shape
                 */

                /**
                 * Constructs a new Image.
                 * @memberof bale.bench.media
                 * @classdesc Represents an Image.
                 * @constructor
                 * @param {bale.bench.media.Image.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Image = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Image uri.
                 * @member {string} uri
                 * @memberof bale.bench.media.Image
                 * @instance
                 */
                Image.prototype.uri = "";

                /**
                 * Image title.
                 * @member {string|null|undefined} title
                 * @memberof bale.bench.media.Image
                 * @instance
                 */
                Image.prototype.title = null;

                /**
                 * Image width.
                 * @member {number} width
                 * @memberof bale.bench.media.Image
                 * @instance
                 */
                Image.prototype.width = 0;

                /**
                 * Image height.
                 * @member {number} height
                 * @memberof bale.bench.media.Image
                 * @instance
                 */
                Image.prototype.height = 0;

                /**
                 * Image size.
                 * @member {bale.bench.media.Size} size
                 * @memberof bale.bench.media.Image
                 * @instance
                 */
                Image.prototype.size = 0;

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Image.prototype, "_title", {
                    get: $util.oneOfGetter($oneOfFields = ["title"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new Image instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.media.Image
                 * @static
                 * @param {bale.bench.media.Image.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.media.Image} Image instance
                 * @type {{
                 *   (properties: bale.bench.media.Image.$Shape): bale.bench.media.Image & bale.bench.media.Image.$Shape;
                 *   (properties?: bale.bench.media.Image.$Properties): bale.bench.media.Image;
                 * }}
                 */
                Image.create = function(properties) {
                    return new Image(properties);
                };

                /**
                 * Encodes the specified Image message. Does not implicitly {@link bale.bench.media.Image.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.media.Image
                 * @static
                 * @param {bale.bench.media.Image.$Properties} message Image message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Image.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.uri != null && $Object.hasOwnProperty.call(message, "uri") && message.uri !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.uri);
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        writer.uint32(/* id 2, wireType 2 =*/18).string(message.title);
                    if (message.width != null && $Object.hasOwnProperty.call(message, "width") && message.width !== 0)
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.width);
                    if (message.height != null && $Object.hasOwnProperty.call(message, "height") && message.height !== 0)
                        writer.uint32(/* id 4, wireType 0 =*/32).int32(message.height);
                    if (message.size != null && $Object.hasOwnProperty.call(message, "size") && message.size !== 0)
                        writer.uint32(/* id 5, wireType 0 =*/40).int32(message.size);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an Image message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.media.Image
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.media.Image & bale.bench.media.Image.$Shape} Image
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Image.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.media.Image();
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
                                    message.uri = value;
                                else
                                    delete message.uri;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.title = reader.stringVerify();
                                message._title = "title";
                                continue;
                            }
                        case 3: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.width = value;
                                else
                                    delete message.width;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.height = value;
                                else
                                    delete message.height;
                                continue;
                            }
                        case 5: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.size = value;
                                else
                                    delete message.size;
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
                 * Creates an Image message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.media.Image
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.media.Image} Image
                 */
                Image.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.media.Image)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.media.Image: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.media.Image();
                    if (object.uri != null)
                        if (typeof object.uri !== "string" || object.uri.length)
                            message.uri = $String(object.uri);
                    if (object.title != null)
                        message.title = $String(object.title);
                    if (object.width != null)
                        if ($Number(object.width) !== 0)
                            message.width = object.width | 0;
                    if (object.height != null)
                        if ($Number(object.height) !== 0)
                            message.height = object.height | 0;
                    if (object.size !== 0 && (typeof object.size !== "string" || $root.bale.bench.media.Size[object.size] !== 0))
                        switch (object.size) {
                        case "SMALL":
                        case 0:
                            message.size = 0;
                            break;
                        case "LARGE":
                        case 1:
                            message.size = 1;
                            break;
                        default:
                            if (typeof object.size === "number" && (object.size | 0) === object.size)
                                message.size = object.size;
                        }
                    return message;
                };

                /**
                 * Creates a plain object from an Image message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.media.Image
                 * @static
                 * @param {bale.bench.media.Image} message Image
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Image.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.uri = "";
                        object.width = 0;
                        object.height = 0;
                        object.size = options.enums === $String ? "SMALL" : 0;
                    }
                    if (message.uri != null && $Object.hasOwnProperty.call(message, "uri"))
                        object.uri = message.uri;
                    if (message.title != null && $Object.hasOwnProperty.call(message, "title"))
                        object.title = message.title;
                    if (message.width != null && $Object.hasOwnProperty.call(message, "width"))
                        object.width = message.width;
                    if (message.height != null && $Object.hasOwnProperty.call(message, "height"))
                        object.height = message.height;
                    if (message.size != null && $Object.hasOwnProperty.call(message, "size"))
                        object.size = options.enums === $String ? $root.bale.bench.media.Size[message.size] === $undefined ? message.size : $root.bale.bench.media.Size[message.size] : message.size;
                    return object;
                };

                /**
                 * Converts this Image to JSON.
                 * @function toJSON
                 * @memberof bale.bench.media.Image
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Image.prototype.toJSON = function() {
                    return Image.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Image
                 * @function getTypeUrl
                 * @memberof bale.bench.media.Image
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Image.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.media.Image";
                };

                return Image;
            })();

            /**
             * Player enum.
             * @name bale.bench.media.Player
             * @enum {number}
             * @property {number} JAVA=0 JAVA value
             * @property {number} FLASH=1 FLASH value
             */
            media.Player = (function() {
                const valuesById = $Object.create(null), values = $Object.create(valuesById);
                values[valuesById[0] = "JAVA"] = 0;
                values[valuesById[1] = "FLASH"] = 1;
                return values;
            })();

            /**
             * Size enum.
             * @name bale.bench.media.Size
             * @enum {number}
             * @property {number} SMALL=0 SMALL value
             * @property {number} LARGE=1 LARGE value
             */
            media.Size = (function() {
                const valuesById = $Object.create(null), values = $Object.create(valuesById);
                values[valuesById[0] = "SMALL"] = 0;
                values[valuesById[1] = "LARGE"] = 1;
                return values;
            })();

            return media;
        })();

        return bench;
    })();

    return bale;
})();

export {
  $root as default
};
