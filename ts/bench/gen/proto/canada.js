/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $String = $util.global.String, $Array = $util.global.Array, $Number = $util.global.Number, $isFinite = $util.global.isFinite;

// Exported root namespace
const $root = $protobuf.roots["canada"] || ($protobuf.roots["canada"] = {});

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

        bench.canada = (function() {

            /**
             * Namespace canada.
             * @memberof bale.bench
             * @namespace
             */
            const canada = {};

            canada.FeatureCollection = (function() {

                /**
                 * Properties of a FeatureCollection.
                 * @typedef {Object} bale.bench.canada.FeatureCollection.$Properties
                 * @property {string|null} [type] FeatureCollection type
                 * @property {Array.<bale.bench.canada.Feature.$Properties>|null} [features] FeatureCollection features
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a FeatureCollection.
                 * @memberof bale.bench.canada
                 * @interface IFeatureCollection
                 * @augments bale.bench.canada.FeatureCollection.$Properties
                 * @deprecated Use bale.bench.canada.FeatureCollection.$Properties instead.
                 */

                /**
                 * Shape of a FeatureCollection.
                 * @typedef {bale.bench.canada.FeatureCollection.$Properties} bale.bench.canada.FeatureCollection.$Shape
                 */

                /**
                 * Constructs a new FeatureCollection.
                 * @memberof bale.bench.canada
                 * @classdesc Represents a FeatureCollection.
                 * @constructor
                 * @param {bale.bench.canada.FeatureCollection.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const FeatureCollection = function (properties) {
                    this.features = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * FeatureCollection type.
                 * @member {string} type
                 * @memberof bale.bench.canada.FeatureCollection
                 * @instance
                 */
                FeatureCollection.prototype.type = "";

                /**
                 * FeatureCollection features.
                 * @member {Array.<bale.bench.canada.Feature.$Properties>} features
                 * @memberof bale.bench.canada.FeatureCollection
                 * @instance
                 */
                FeatureCollection.prototype.features = $util.emptyArray;

                /**
                 * Creates a new FeatureCollection instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.canada.FeatureCollection
                 * @static
                 * @param {bale.bench.canada.FeatureCollection.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.canada.FeatureCollection} FeatureCollection instance
                 * @type {{
                 *   (properties: bale.bench.canada.FeatureCollection.$Shape): bale.bench.canada.FeatureCollection & bale.bench.canada.FeatureCollection.$Shape;
                 *   (properties?: bale.bench.canada.FeatureCollection.$Properties): bale.bench.canada.FeatureCollection;
                 * }}
                 */
                FeatureCollection.create = function(properties) {
                    return new FeatureCollection(properties);
                };

                /**
                 * Encodes the specified FeatureCollection message. Does not implicitly {@link bale.bench.canada.FeatureCollection.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.canada.FeatureCollection
                 * @static
                 * @param {bale.bench.canada.FeatureCollection.$Properties} message FeatureCollection message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                FeatureCollection.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.type);
                    if (message.features != null && message.features.length)
                        for (let i = 0; i < message.features.length; ++i)
                            $root.bale.bench.canada.Feature.encode(message.features[i], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a FeatureCollection message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.canada.FeatureCollection
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.canada.FeatureCollection & bale.bench.canada.FeatureCollection.$Shape} FeatureCollection
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                FeatureCollection.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.canada.FeatureCollection();
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
                                    message.type = value;
                                else
                                    delete message.type;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.features && message.features.length))
                                    message.features = [];
                                message.features.push($root.bale.bench.canada.Feature.decode(reader, reader.size(), $undefined, _depth + 1));
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
                 * Creates a FeatureCollection message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.canada.FeatureCollection
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.canada.FeatureCollection} FeatureCollection
                 */
                FeatureCollection.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.canada.FeatureCollection)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.canada.FeatureCollection: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.canada.FeatureCollection();
                    if (object.type != null)
                        if (typeof object.type !== "string" || object.type.length)
                            message.type = $String(object.type);
                    if (object.features) {
                        if (!$Array.isArray(object.features))
                            throw $TypeError(".bale.bench.canada.FeatureCollection.features: array expected");
                        message.features = $Array(object.features.length);
                        for (let i = 0; i < object.features.length; ++i) {
                            if (!$util.isObject(object.features[i]))
                                throw $TypeError(".bale.bench.canada.FeatureCollection.features: object expected");
                            message.features[i] = $root.bale.bench.canada.Feature.fromObject(object.features[i], _depth + 1);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a FeatureCollection message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.canada.FeatureCollection
                 * @static
                 * @param {bale.bench.canada.FeatureCollection} message FeatureCollection
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                FeatureCollection.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.features = [];
                    if (options.defaults)
                        object.type = "";
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        object.type = message.type;
                    if (message.features && message.features.length) {
                        object.features = $Array(message.features.length);
                        for (let j = 0; j < message.features.length; ++j)
                            object.features[j] = $root.bale.bench.canada.Feature.toObject(message.features[j], options, _depth + 1);
                    }
                    return object;
                };

                /**
                 * Converts this FeatureCollection to JSON.
                 * @function toJSON
                 * @memberof bale.bench.canada.FeatureCollection
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                FeatureCollection.prototype.toJSON = function() {
                    return FeatureCollection.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for FeatureCollection
                 * @function getTypeUrl
                 * @memberof bale.bench.canada.FeatureCollection
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                FeatureCollection.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.canada.FeatureCollection";
                };

                return FeatureCollection;
            })();

            canada.Feature = (function() {

                /**
                 * Properties of a Feature.
                 * @typedef {Object} bale.bench.canada.Feature.$Properties
                 * @property {string|null} [type] Feature type
                 * @property {bale.bench.canada.Properties.$Properties|null} [properties] Feature properties
                 * @property {bale.bench.canada.Geometry.$Properties|null} [geometry] Feature geometry
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Feature.
                 * @memberof bale.bench.canada
                 * @interface IFeature
                 * @augments bale.bench.canada.Feature.$Properties
                 * @deprecated Use bale.bench.canada.Feature.$Properties instead.
                 */

                /**
                 * Shape of a Feature.
                 * @typedef {bale.bench.canada.Feature.$Properties} bale.bench.canada.Feature.$Shape
                 */

                /**
                 * Constructs a new Feature.
                 * @memberof bale.bench.canada
                 * @classdesc Represents a Feature.
                 * @constructor
                 * @param {bale.bench.canada.Feature.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Feature = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Feature type.
                 * @member {string} type
                 * @memberof bale.bench.canada.Feature
                 * @instance
                 */
                Feature.prototype.type = "";

                /**
                 * Feature properties.
                 * @member {bale.bench.canada.Properties.$Properties|null|undefined} properties
                 * @memberof bale.bench.canada.Feature
                 * @instance
                 */
                Feature.prototype.properties = null;

                /**
                 * Feature geometry.
                 * @member {bale.bench.canada.Geometry.$Properties|null|undefined} geometry
                 * @memberof bale.bench.canada.Feature
                 * @instance
                 */
                Feature.prototype.geometry = null;

                /**
                 * Creates a new Feature instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.canada.Feature
                 * @static
                 * @param {bale.bench.canada.Feature.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.canada.Feature} Feature instance
                 * @type {{
                 *   (properties: bale.bench.canada.Feature.$Shape): bale.bench.canada.Feature & bale.bench.canada.Feature.$Shape;
                 *   (properties?: bale.bench.canada.Feature.$Properties): bale.bench.canada.Feature;
                 * }}
                 */
                Feature.create = function(properties) {
                    return new Feature(properties);
                };

                /**
                 * Encodes the specified Feature message. Does not implicitly {@link bale.bench.canada.Feature.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.canada.Feature
                 * @static
                 * @param {bale.bench.canada.Feature.$Properties} message Feature message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Feature.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.type);
                    if (message.properties != null && $Object.hasOwnProperty.call(message, "properties"))
                        $root.bale.bench.canada.Properties.encode(message.properties, writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.geometry != null && $Object.hasOwnProperty.call(message, "geometry"))
                        $root.bale.bench.canada.Geometry.encode(message.geometry, writer.uint32(/* id 3, wireType 2 =*/26).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Feature message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.canada.Feature
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.canada.Feature & bale.bench.canada.Feature.$Shape} Feature
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Feature.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.canada.Feature();
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
                                    message.type = value;
                                else
                                    delete message.type;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                message.properties = $root.bale.bench.canada.Properties.decode(reader, reader.size(), $undefined, _depth + 1, message.properties);
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                message.geometry = $root.bale.bench.canada.Geometry.decode(reader, reader.size(), $undefined, _depth + 1, message.geometry);
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
                 * Creates a Feature message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.canada.Feature
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.canada.Feature} Feature
                 */
                Feature.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.canada.Feature)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.canada.Feature: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.canada.Feature();
                    if (object.type != null)
                        if (typeof object.type !== "string" || object.type.length)
                            message.type = $String(object.type);
                    if (object.properties != null) {
                        if (!$util.isObject(object.properties))
                            throw $TypeError(".bale.bench.canada.Feature.properties: object expected");
                        message.properties = $root.bale.bench.canada.Properties.fromObject(object.properties, _depth + 1);
                    }
                    if (object.geometry != null) {
                        if (!$util.isObject(object.geometry))
                            throw $TypeError(".bale.bench.canada.Feature.geometry: object expected");
                        message.geometry = $root.bale.bench.canada.Geometry.fromObject(object.geometry, _depth + 1);
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a Feature message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.canada.Feature
                 * @static
                 * @param {bale.bench.canada.Feature} message Feature
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Feature.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.type = "";
                        object.properties = null;
                        object.geometry = null;
                    }
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        object.type = message.type;
                    if (message.properties != null && $Object.hasOwnProperty.call(message, "properties"))
                        object.properties = $root.bale.bench.canada.Properties.toObject(message.properties, options, _depth + 1);
                    if (message.geometry != null && $Object.hasOwnProperty.call(message, "geometry"))
                        object.geometry = $root.bale.bench.canada.Geometry.toObject(message.geometry, options, _depth + 1);
                    return object;
                };

                /**
                 * Converts this Feature to JSON.
                 * @function toJSON
                 * @memberof bale.bench.canada.Feature
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Feature.prototype.toJSON = function() {
                    return Feature.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Feature
                 * @function getTypeUrl
                 * @memberof bale.bench.canada.Feature
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Feature.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.canada.Feature";
                };

                return Feature;
            })();

            canada.Properties = (function() {

                /**
                 * Properties of a Properties.
                 * @typedef {Object} bale.bench.canada.Properties.$Properties
                 * @property {string|null} [name] Properties name
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Properties.
                 * @memberof bale.bench.canada
                 * @interface IProperties
                 * @augments bale.bench.canada.Properties.$Properties
                 * @deprecated Use bale.bench.canada.Properties.$Properties instead.
                 */

                /**
                 * Shape of a Properties.
                 * @typedef {bale.bench.canada.Properties.$Properties} bale.bench.canada.Properties.$Shape
                 */

                /**
                 * Constructs a new Properties.
                 * @memberof bale.bench.canada
                 * @classdesc Represents a Properties.
                 * @constructor
                 * @param {bale.bench.canada.Properties.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Properties = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Properties name.
                 * @member {string} name
                 * @memberof bale.bench.canada.Properties
                 * @instance
                 */
                Properties.prototype.name = "";

                /**
                 * Creates a new Properties instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.canada.Properties
                 * @static
                 * @param {bale.bench.canada.Properties.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.canada.Properties} Properties instance
                 * @type {{
                 *   (properties: bale.bench.canada.Properties.$Shape): bale.bench.canada.Properties & bale.bench.canada.Properties.$Shape;
                 *   (properties?: bale.bench.canada.Properties.$Properties): bale.bench.canada.Properties;
                 * }}
                 */
                Properties.create = function(properties) {
                    return new Properties(properties);
                };

                /**
                 * Encodes the specified Properties message. Does not implicitly {@link bale.bench.canada.Properties.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.canada.Properties
                 * @static
                 * @param {bale.bench.canada.Properties.$Properties} message Properties message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Properties.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.name);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Properties message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.canada.Properties
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.canada.Properties & bale.bench.canada.Properties.$Shape} Properties
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Properties.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.canada.Properties();
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
                                    message.name = value;
                                else
                                    delete message.name;
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
                 * Creates a Properties message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.canada.Properties
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.canada.Properties} Properties
                 */
                Properties.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.canada.Properties)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.canada.Properties: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.canada.Properties();
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    return message;
                };

                /**
                 * Creates a plain object from a Properties message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.canada.Properties
                 * @static
                 * @param {bale.bench.canada.Properties} message Properties
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Properties.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults)
                        object.name = "";
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    return object;
                };

                /**
                 * Converts this Properties to JSON.
                 * @function toJSON
                 * @memberof bale.bench.canada.Properties
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Properties.prototype.toJSON = function() {
                    return Properties.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Properties
                 * @function getTypeUrl
                 * @memberof bale.bench.canada.Properties
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Properties.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.canada.Properties";
                };

                return Properties;
            })();

            canada.Geometry = (function() {

                /**
                 * Properties of a Geometry.
                 * @typedef {Object} bale.bench.canada.Geometry.$Properties
                 * @property {string|null} [type] Geometry type
                 * @property {Array.<bale.bench.canada.Ring.$Properties>|null} [coordinates] Geometry coordinates
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Geometry.
                 * @memberof bale.bench.canada
                 * @interface IGeometry
                 * @augments bale.bench.canada.Geometry.$Properties
                 * @deprecated Use bale.bench.canada.Geometry.$Properties instead.
                 */

                /**
                 * Shape of a Geometry.
                 * @typedef {bale.bench.canada.Geometry.$Properties} bale.bench.canada.Geometry.$Shape
                 */

                /**
                 * Constructs a new Geometry.
                 * @memberof bale.bench.canada
                 * @classdesc Represents a Geometry.
                 * @constructor
                 * @param {bale.bench.canada.Geometry.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Geometry = function (properties) {
                    this.coordinates = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Geometry type.
                 * @member {string} type
                 * @memberof bale.bench.canada.Geometry
                 * @instance
                 */
                Geometry.prototype.type = "";

                /**
                 * Geometry coordinates.
                 * @member {Array.<bale.bench.canada.Ring.$Properties>} coordinates
                 * @memberof bale.bench.canada.Geometry
                 * @instance
                 */
                Geometry.prototype.coordinates = $util.emptyArray;

                /**
                 * Creates a new Geometry instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.canada.Geometry
                 * @static
                 * @param {bale.bench.canada.Geometry.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.canada.Geometry} Geometry instance
                 * @type {{
                 *   (properties: bale.bench.canada.Geometry.$Shape): bale.bench.canada.Geometry & bale.bench.canada.Geometry.$Shape;
                 *   (properties?: bale.bench.canada.Geometry.$Properties): bale.bench.canada.Geometry;
                 * }}
                 */
                Geometry.create = function(properties) {
                    return new Geometry(properties);
                };

                /**
                 * Encodes the specified Geometry message. Does not implicitly {@link bale.bench.canada.Geometry.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.canada.Geometry
                 * @static
                 * @param {bale.bench.canada.Geometry.$Properties} message Geometry message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Geometry.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type") && message.type !== "")
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.type);
                    if (message.coordinates != null && message.coordinates.length)
                        for (let i = 0; i < message.coordinates.length; ++i)
                            $root.bale.bench.canada.Ring.encode(message.coordinates[i], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Geometry message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.canada.Geometry
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.canada.Geometry & bale.bench.canada.Geometry.$Shape} Geometry
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Geometry.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.canada.Geometry();
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
                                    message.type = value;
                                else
                                    delete message.type;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.coordinates && message.coordinates.length))
                                    message.coordinates = [];
                                message.coordinates.push($root.bale.bench.canada.Ring.decode(reader, reader.size(), $undefined, _depth + 1));
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
                 * Creates a Geometry message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.canada.Geometry
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.canada.Geometry} Geometry
                 */
                Geometry.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.canada.Geometry)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.canada.Geometry: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.canada.Geometry();
                    if (object.type != null)
                        if (typeof object.type !== "string" || object.type.length)
                            message.type = $String(object.type);
                    if (object.coordinates) {
                        if (!$Array.isArray(object.coordinates))
                            throw $TypeError(".bale.bench.canada.Geometry.coordinates: array expected");
                        message.coordinates = $Array(object.coordinates.length);
                        for (let i = 0; i < object.coordinates.length; ++i) {
                            if (!$util.isObject(object.coordinates[i]))
                                throw $TypeError(".bale.bench.canada.Geometry.coordinates: object expected");
                            message.coordinates[i] = $root.bale.bench.canada.Ring.fromObject(object.coordinates[i], _depth + 1);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a Geometry message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.canada.Geometry
                 * @static
                 * @param {bale.bench.canada.Geometry} message Geometry
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Geometry.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.coordinates = [];
                    if (options.defaults)
                        object.type = "";
                    if (message.type != null && $Object.hasOwnProperty.call(message, "type"))
                        object.type = message.type;
                    if (message.coordinates && message.coordinates.length) {
                        object.coordinates = $Array(message.coordinates.length);
                        for (let j = 0; j < message.coordinates.length; ++j)
                            object.coordinates[j] = $root.bale.bench.canada.Ring.toObject(message.coordinates[j], options, _depth + 1);
                    }
                    return object;
                };

                /**
                 * Converts this Geometry to JSON.
                 * @function toJSON
                 * @memberof bale.bench.canada.Geometry
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Geometry.prototype.toJSON = function() {
                    return Geometry.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Geometry
                 * @function getTypeUrl
                 * @memberof bale.bench.canada.Geometry
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Geometry.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.canada.Geometry";
                };

                return Geometry;
            })();

            canada.Ring = (function() {

                /**
                 * Properties of a Ring.
                 * @typedef {Object} bale.bench.canada.Ring.$Properties
                 * @property {Array.<number>|null} [xy] Ring xy
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Ring.
                 * @memberof bale.bench.canada
                 * @interface IRing
                 * @augments bale.bench.canada.Ring.$Properties
                 * @deprecated Use bale.bench.canada.Ring.$Properties instead.
                 */

                /**
                 * Shape of a Ring.
                 * @typedef {bale.bench.canada.Ring.$Properties} bale.bench.canada.Ring.$Shape
                 */

                /**
                 * Constructs a new Ring.
                 * @memberof bale.bench.canada
                 * @classdesc Represents a Ring.
                 * @constructor
                 * @param {bale.bench.canada.Ring.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Ring = function (properties) {
                    this.xy = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Ring xy.
                 * @member {Array.<number>} xy
                 * @memberof bale.bench.canada.Ring
                 * @instance
                 */
                Ring.prototype.xy = $util.emptyArray;

                /**
                 * Creates a new Ring instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.canada.Ring
                 * @static
                 * @param {bale.bench.canada.Ring.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.canada.Ring} Ring instance
                 * @type {{
                 *   (properties: bale.bench.canada.Ring.$Shape): bale.bench.canada.Ring & bale.bench.canada.Ring.$Shape;
                 *   (properties?: bale.bench.canada.Ring.$Properties): bale.bench.canada.Ring;
                 * }}
                 */
                Ring.create = function(properties) {
                    return new Ring(properties);
                };

                /**
                 * Encodes the specified Ring message. Does not implicitly {@link bale.bench.canada.Ring.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.canada.Ring
                 * @static
                 * @param {bale.bench.canada.Ring.$Properties} message Ring message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Ring.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.xy != null && message.xy.length)
                        writer.uint32(/* id 1, wireType 2 =*/10).doubles(message.xy);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Ring message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.canada.Ring
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.canada.Ring & bale.bench.canada.Ring.$Shape} Ring
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Ring.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.canada.Ring();
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
                                if (wireType === 2) {
                                    if (!(message.xy && message.xy.length))
                                        message.xy = [];
                                    reader.doubles(message.xy);
                                    continue;
                                }
                                if (wireType !== 1)
                                    break;
                                if (!(message.xy && message.xy.length))
                                    message.xy = [];
                                message.xy.push(reader.double());
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
                 * Creates a Ring message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.canada.Ring
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.canada.Ring} Ring
                 */
                Ring.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.canada.Ring)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.canada.Ring: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.canada.Ring();
                    if (object.xy) {
                        if (!$Array.isArray(object.xy))
                            throw $TypeError(".bale.bench.canada.Ring.xy: array expected");
                        message.xy = $Array(object.xy.length);
                        for (let i = 0; i < object.xy.length; ++i)
                            message.xy[i] = $Number(object.xy[i]);
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a Ring message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.canada.Ring
                 * @static
                 * @param {bale.bench.canada.Ring} message Ring
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Ring.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.xy = [];
                    if (message.xy && message.xy.length) {
                        object.xy = $Array(message.xy.length);
                        for (let j = 0; j < message.xy.length; ++j)
                            object.xy[j] = options.json && !$isFinite(message.xy[j]) ? $String(message.xy[j]) : message.xy[j];
                    }
                    return object;
                };

                /**
                 * Converts this Ring to JSON.
                 * @function toJSON
                 * @memberof bale.bench.canada.Ring
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Ring.prototype.toJSON = function() {
                    return Ring.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Ring
                 * @function getTypeUrl
                 * @memberof bale.bench.canada.Ring
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Ring.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.canada.Ring";
                };

                return Ring;
            })();

            return canada;
        })();

        return bench;
    })();

    return bale;
})();

export {
  $root as default
};
