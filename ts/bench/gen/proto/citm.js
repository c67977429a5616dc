/*eslint-disable block-scoped-var, id-length, no-control-regex, no-magic-numbers, no-mixed-operators, no-prototype-builtins, no-redeclare, no-shadow, no-var, sort-vars, default-case, jsdoc/require-param*/
import $protobuf from "protobufjs/minimal.js";

// Common aliases
const $Reader = $protobuf.Reader, $Writer = $protobuf.Writer, $util = $protobuf.util;
const $Object = $util.global.Object, $undefined = $util.global.undefined, $Error = $util.global.Error, $RangeError = $util.global.RangeError, $TypeError = $util.global.TypeError, $String = $util.global.String, $Array = $util.global.Array, $Number = $util.global.Number, $parseInt = $util.global.parseInt, $BigInt = $util.global.BigInt;

// Exported root namespace
const $root = $protobuf.roots["citm"] || ($protobuf.roots["citm"] = {});

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

        bench.citm = (function() {

            /**
             * Namespace citm.
             * @memberof bale.bench
             * @namespace
             */
            const citm = {};

            citm.Catalog = (function() {

                /**
                 * Properties of a Catalog.
                 * @typedef {Object} bale.bench.citm.Catalog.$Properties
                 * @property {Object.<string,string>|null} [areaNames] Catalog areaNames
                 * @property {Object.<string,string>|null} [audienceSubCategoryNames] Catalog audienceSubCategoryNames
                 * @property {Object.<string,string>|null} [blockNames] Catalog blockNames
                 * @property {Object.<string,bale.bench.citm.Event.$Properties>|null} [events] Catalog events
                 * @property {Array.<bale.bench.citm.Performance.$Properties>|null} [performances] Catalog performances
                 * @property {Object.<string,string>|null} [seatCategoryNames] Catalog seatCategoryNames
                 * @property {Object.<string,string>|null} [subTopicNames] Catalog subTopicNames
                 * @property {Object.<string,string>|null} [subjectNames] Catalog subjectNames
                 * @property {Object.<string,string>|null} [topicNames] Catalog topicNames
                 * @property {Object.<string,bale.bench.citm.IntList.$Properties>|null} [topicSubTopics] Catalog topicSubTopics
                 * @property {Object.<string,string>|null} [venueNames] Catalog venueNames
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Catalog.
                 * @memberof bale.bench.citm
                 * @interface ICatalog
                 * @augments bale.bench.citm.Catalog.$Properties
                 * @deprecated Use bale.bench.citm.Catalog.$Properties instead.
                 */

                /**
                 * Shape of a Catalog.
                 * @typedef {bale.bench.citm.Catalog.$Properties} bale.bench.citm.Catalog.$Shape
                 */

                /**
                 * Constructs a new Catalog.
                 * @memberof bale.bench.citm
                 * @classdesc Represents a Catalog.
                 * @constructor
                 * @param {bale.bench.citm.Catalog.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Catalog = function (properties) {
                    this.areaNames = {};
                    this.audienceSubCategoryNames = {};
                    this.blockNames = {};
                    this.events = {};
                    this.performances = [];
                    this.seatCategoryNames = {};
                    this.subTopicNames = {};
                    this.subjectNames = {};
                    this.topicNames = {};
                    this.topicSubTopics = {};
                    this.venueNames = {};
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Catalog areaNames.
                 * @member {Object.<string,string>} areaNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.areaNames = $util.emptyObject;

                /**
                 * Catalog audienceSubCategoryNames.
                 * @member {Object.<string,string>} audienceSubCategoryNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.audienceSubCategoryNames = $util.emptyObject;

                /**
                 * Catalog blockNames.
                 * @member {Object.<string,string>} blockNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.blockNames = $util.emptyObject;

                /**
                 * Catalog events.
                 * @member {Object.<string,bale.bench.citm.Event.$Properties>} events
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.events = $util.emptyObject;

                /**
                 * Catalog performances.
                 * @member {Array.<bale.bench.citm.Performance.$Properties>} performances
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.performances = $util.emptyArray;

                /**
                 * Catalog seatCategoryNames.
                 * @member {Object.<string,string>} seatCategoryNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.seatCategoryNames = $util.emptyObject;

                /**
                 * Catalog subTopicNames.
                 * @member {Object.<string,string>} subTopicNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.subTopicNames = $util.emptyObject;

                /**
                 * Catalog subjectNames.
                 * @member {Object.<string,string>} subjectNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.subjectNames = $util.emptyObject;

                /**
                 * Catalog topicNames.
                 * @member {Object.<string,string>} topicNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.topicNames = $util.emptyObject;

                /**
                 * Catalog topicSubTopics.
                 * @member {Object.<string,bale.bench.citm.IntList.$Properties>} topicSubTopics
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.topicSubTopics = $util.emptyObject;

                /**
                 * Catalog venueNames.
                 * @member {Object.<string,string>} venueNames
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 */
                Catalog.prototype.venueNames = $util.emptyObject;

                /**
                 * Creates a new Catalog instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.Catalog
                 * @static
                 * @param {bale.bench.citm.Catalog.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.Catalog} Catalog instance
                 * @type {{
                 *   (properties: bale.bench.citm.Catalog.$Shape): bale.bench.citm.Catalog & bale.bench.citm.Catalog.$Shape;
                 *   (properties?: bale.bench.citm.Catalog.$Properties): bale.bench.citm.Catalog;
                 * }}
                 */
                Catalog.create = function(properties) {
                    return new Catalog(properties);
                };

                /**
                 * Encodes the specified Catalog message. Does not implicitly {@link bale.bench.citm.Catalog.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.Catalog
                 * @static
                 * @param {bale.bench.citm.Catalog.$Properties} message Catalog message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Catalog.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.areaNames != null && $Object.hasOwnProperty.call(message, "areaNames"))
                        for (let keys = $Object.keys(message.areaNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 1, wireType 2 =*/10).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.areaNames[keys[i]]).ldelim();
                    if (message.audienceSubCategoryNames != null && $Object.hasOwnProperty.call(message, "audienceSubCategoryNames"))
                        for (let keys = $Object.keys(message.audienceSubCategoryNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 2, wireType 2 =*/18).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.audienceSubCategoryNames[keys[i]]).ldelim();
                    if (message.blockNames != null && $Object.hasOwnProperty.call(message, "blockNames"))
                        for (let keys = $Object.keys(message.blockNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 3, wireType 2 =*/26).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.blockNames[keys[i]]).ldelim();
                    if (message.events != null && $Object.hasOwnProperty.call(message, "events"))
                        for (let keys = $Object.keys(message.events), i = 0; i < keys.length; ++i) {
                            writer.uint32(/* id 4, wireType 2 =*/34).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]);
                            $root.bale.bench.citm.Event.encode(message.events[keys[i]], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim().ldelim();
                        }
                    if (message.performances != null && message.performances.length)
                        for (let i = 0; i < message.performances.length; ++i)
                            $root.bale.bench.citm.Performance.encode(message.performances[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), _depth + 1).ldelim();
                    if (message.seatCategoryNames != null && $Object.hasOwnProperty.call(message, "seatCategoryNames"))
                        for (let keys = $Object.keys(message.seatCategoryNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 6, wireType 2 =*/50).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.seatCategoryNames[keys[i]]).ldelim();
                    if (message.subTopicNames != null && $Object.hasOwnProperty.call(message, "subTopicNames"))
                        for (let keys = $Object.keys(message.subTopicNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 7, wireType 2 =*/58).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.subTopicNames[keys[i]]).ldelim();
                    if (message.subjectNames != null && $Object.hasOwnProperty.call(message, "subjectNames"))
                        for (let keys = $Object.keys(message.subjectNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 8, wireType 2 =*/66).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.subjectNames[keys[i]]).ldelim();
                    if (message.topicNames != null && $Object.hasOwnProperty.call(message, "topicNames"))
                        for (let keys = $Object.keys(message.topicNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 9, wireType 2 =*/74).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.topicNames[keys[i]]).ldelim();
                    if (message.topicSubTopics != null && $Object.hasOwnProperty.call(message, "topicSubTopics"))
                        for (let keys = $Object.keys(message.topicSubTopics), i = 0; i < keys.length; ++i) {
                            writer.uint32(/* id 10, wireType 2 =*/82).fork().uint32(/* id 1, wireType 0 =*/8).int32(keys[i]);
                            $root.bale.bench.citm.IntList.encode(message.topicSubTopics[keys[i]], writer.uint32(/* id 2, wireType 2 =*/18).fork(), _depth + 1).ldelim().ldelim();
                        }
                    if (message.venueNames != null && $Object.hasOwnProperty.call(message, "venueNames"))
                        for (let keys = $Object.keys(message.venueNames), i = 0; i < keys.length; ++i)
                            writer.uint32(/* id 11, wireType 2 =*/90).fork().uint32(/* id 1, wireType 2 =*/10).string(keys[i]).uint32(/* id 2, wireType 2 =*/18).string(message.venueNames[keys[i]]).ldelim();
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Catalog message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.Catalog
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.Catalog & bale.bench.citm.Catalog.$Shape} Catalog
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Catalog.decode = function (reader, length, _end, _depth, _target) {
                    if (!(reader instanceof $Reader))
                        reader = $Reader.create(reader);
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $Reader.recursionLimit)
                        throw $Error("max depth exceeded");
                    let end, message, key, value;
                    if (length === $undefined)
                        end = reader.len;
                    else {
                        end = reader.pos + length;
                        if (end > reader.len)
                            throw $RangeError("index out of range");
                        length = reader.len;
                        reader.len = end;
                    }
                    message = _target || new $root.bale.bench.citm.Catalog();
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
                                if (message.areaNames === $util.emptyObject)
                                    message.areaNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.areaNames[key] = value;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 2)
                                    break;
                                if (message.audienceSubCategoryNames === $util.emptyObject)
                                    message.audienceSubCategoryNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.audienceSubCategoryNames[key] = value;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                if (message.blockNames === $util.emptyObject)
                                    message.blockNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.blockNames[key] = value;
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if (message.events === $util.emptyObject)
                                    message.events = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = null;
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = $root.bale.bench.citm.Event.decode(reader, reader.size(), $undefined, _depth + 1, value);
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.events[key] = value || new $root.bale.bench.citm.Event();
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.performances && message.performances.length))
                                    message.performances = [];
                                message.performances.push($root.bale.bench.citm.Performance.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if (message.seatCategoryNames === $util.emptyObject)
                                    message.seatCategoryNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.seatCategoryNames[key] = value;
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                if (message.subTopicNames === $util.emptyObject)
                                    message.subTopicNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.subTopicNames[key] = value;
                                continue;
                            }
                        case 8: {
                                if (wireType !== 2)
                                    break;
                                if (message.subjectNames === $util.emptyObject)
                                    message.subjectNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.subjectNames[key] = value;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if (message.topicNames === $util.emptyObject)
                                    message.topicNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.topicNames[key] = value;
                                continue;
                            }
                        case 10: {
                                if (wireType !== 2)
                                    break;
                                if (message.topicSubTopics === $util.emptyObject)
                                    message.topicSubTopics = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = 0;
                                value = null;
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 0)
                                            break;
                                        key = reader.int32();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = $root.bale.bench.citm.IntList.decode(reader, reader.size(), $undefined, _depth + 1, value);
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                message.topicSubTopics[key] = value || new $root.bale.bench.citm.IntList();
                                continue;
                            }
                        case 11: {
                                if (wireType !== 2)
                                    break;
                                if (message.venueNames === $util.emptyObject)
                                    message.venueNames = {};
                                let end2 = reader.size() + reader.pos;
                                if (end2 > reader.len)
                                    throw $RangeError("index out of range");
                                reader.len = end2;
                                key = "";
                                value = "";
                                while (reader.pos < end2) {
                                    let tag2 = reader.tag();
                                    wireType = tag2 & 7;
                                    switch (tag2 >>>= 3) {
                                    case 1:
                                        if (wireType !== 2)
                                            break;
                                        key = reader.stringVerify();
                                        continue;
                                    case 2:
                                        if (wireType !== 2)
                                            break;
                                        value = reader.stringVerify();
                                        continue;
                                    }
                                    reader.skipType(wireType, _depth, tag2);
                                }
                                if (reader.pos !== end2)
                                    throw $RangeError("index out of range");
                                reader.len = end;
                                if (key === "__proto__")
                                    $util.makeProp(message.venueNames, key);
                                message.venueNames[key] = value;
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
                 * Creates a Catalog message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.Catalog
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.Catalog} Catalog
                 */
                Catalog.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.Catalog)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.Catalog: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.Catalog();
                    if (object.areaNames) {
                        if (!$util.isObject(object.areaNames))
                            throw $TypeError(".bale.bench.citm.Catalog.areaNames: object expected");
                        message.areaNames = {};
                        for (let keys = $Object.keys(object.areaNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.areaNames, keys[i]);
                            message.areaNames[keys[i]] = $String(object.areaNames[keys[i]]);
                        }
                    }
                    if (object.audienceSubCategoryNames) {
                        if (!$util.isObject(object.audienceSubCategoryNames))
                            throw $TypeError(".bale.bench.citm.Catalog.audienceSubCategoryNames: object expected");
                        message.audienceSubCategoryNames = {};
                        for (let keys = $Object.keys(object.audienceSubCategoryNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.audienceSubCategoryNames, keys[i]);
                            message.audienceSubCategoryNames[keys[i]] = $String(object.audienceSubCategoryNames[keys[i]]);
                        }
                    }
                    if (object.blockNames) {
                        if (!$util.isObject(object.blockNames))
                            throw $TypeError(".bale.bench.citm.Catalog.blockNames: object expected");
                        message.blockNames = {};
                        for (let keys = $Object.keys(object.blockNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.blockNames, keys[i]);
                            message.blockNames[keys[i]] = $String(object.blockNames[keys[i]]);
                        }
                    }
                    if (object.events) {
                        if (!$util.isObject(object.events))
                            throw $TypeError(".bale.bench.citm.Catalog.events: object expected");
                        message.events = {};
                        for (let keys = $Object.keys(object.events), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.events, keys[i]);
                            if (!$util.isObject(object.events[keys[i]]))
                                throw $TypeError(".bale.bench.citm.Catalog.events: object expected");
                            message.events[keys[i]] = $root.bale.bench.citm.Event.fromObject(object.events[keys[i]], _depth + 1);
                        }
                    }
                    if (object.performances) {
                        if (!$Array.isArray(object.performances))
                            throw $TypeError(".bale.bench.citm.Catalog.performances: array expected");
                        message.performances = $Array(object.performances.length);
                        for (let i = 0; i < object.performances.length; ++i) {
                            if (!$util.isObject(object.performances[i]))
                                throw $TypeError(".bale.bench.citm.Catalog.performances: object expected");
                            message.performances[i] = $root.bale.bench.citm.Performance.fromObject(object.performances[i], _depth + 1);
                        }
                    }
                    if (object.seatCategoryNames) {
                        if (!$util.isObject(object.seatCategoryNames))
                            throw $TypeError(".bale.bench.citm.Catalog.seatCategoryNames: object expected");
                        message.seatCategoryNames = {};
                        for (let keys = $Object.keys(object.seatCategoryNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.seatCategoryNames, keys[i]);
                            message.seatCategoryNames[keys[i]] = $String(object.seatCategoryNames[keys[i]]);
                        }
                    }
                    if (object.subTopicNames) {
                        if (!$util.isObject(object.subTopicNames))
                            throw $TypeError(".bale.bench.citm.Catalog.subTopicNames: object expected");
                        message.subTopicNames = {};
                        for (let keys = $Object.keys(object.subTopicNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.subTopicNames, keys[i]);
                            message.subTopicNames[keys[i]] = $String(object.subTopicNames[keys[i]]);
                        }
                    }
                    if (object.subjectNames) {
                        if (!$util.isObject(object.subjectNames))
                            throw $TypeError(".bale.bench.citm.Catalog.subjectNames: object expected");
                        message.subjectNames = {};
                        for (let keys = $Object.keys(object.subjectNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.subjectNames, keys[i]);
                            message.subjectNames[keys[i]] = $String(object.subjectNames[keys[i]]);
                        }
                    }
                    if (object.topicNames) {
                        if (!$util.isObject(object.topicNames))
                            throw $TypeError(".bale.bench.citm.Catalog.topicNames: object expected");
                        message.topicNames = {};
                        for (let keys = $Object.keys(object.topicNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.topicNames, keys[i]);
                            message.topicNames[keys[i]] = $String(object.topicNames[keys[i]]);
                        }
                    }
                    if (object.topicSubTopics) {
                        if (!$util.isObject(object.topicSubTopics))
                            throw $TypeError(".bale.bench.citm.Catalog.topicSubTopics: object expected");
                        message.topicSubTopics = {};
                        for (let keys = $Object.keys(object.topicSubTopics), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.topicSubTopics, keys[i]);
                            if (!$util.isObject(object.topicSubTopics[keys[i]]))
                                throw $TypeError(".bale.bench.citm.Catalog.topicSubTopics: object expected");
                            message.topicSubTopics[keys[i]] = $root.bale.bench.citm.IntList.fromObject(object.topicSubTopics[keys[i]], _depth + 1);
                        }
                    }
                    if (object.venueNames) {
                        if (!$util.isObject(object.venueNames))
                            throw $TypeError(".bale.bench.citm.Catalog.venueNames: object expected");
                        message.venueNames = {};
                        for (let keys = $Object.keys(object.venueNames), i = 0; i < keys.length; ++i) {
                            if (keys[i] === "__proto__")
                                $util.makeProp(message.venueNames, keys[i]);
                            message.venueNames[keys[i]] = $String(object.venueNames[keys[i]]);
                        }
                    }
                    return message;
                };

                /**
                 * Creates a plain object from a Catalog message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.Catalog
                 * @static
                 * @param {bale.bench.citm.Catalog} message Catalog
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Catalog.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.performances = [];
                    if (options.objects || options.defaults) {
                        object.areaNames = {};
                        object.audienceSubCategoryNames = {};
                        object.blockNames = {};
                        object.events = {};
                        object.seatCategoryNames = {};
                        object.subTopicNames = {};
                        object.subjectNames = {};
                        object.topicNames = {};
                        object.topicSubTopics = {};
                        object.venueNames = {};
                    }
                    let keys2;
                    if (message.areaNames && (keys2 = $Object.keys(message.areaNames)).length) {
                        object.areaNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.areaNames, keys2[j]);
                            object.areaNames[keys2[j]] = message.areaNames[keys2[j]];
                        }
                    }
                    if (message.audienceSubCategoryNames && (keys2 = $Object.keys(message.audienceSubCategoryNames)).length) {
                        object.audienceSubCategoryNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.audienceSubCategoryNames, keys2[j]);
                            object.audienceSubCategoryNames[keys2[j]] = message.audienceSubCategoryNames[keys2[j]];
                        }
                    }
                    if (message.blockNames && (keys2 = $Object.keys(message.blockNames)).length) {
                        object.blockNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.blockNames, keys2[j]);
                            object.blockNames[keys2[j]] = message.blockNames[keys2[j]];
                        }
                    }
                    if (message.events && (keys2 = $Object.keys(message.events)).length) {
                        object.events = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.events, keys2[j]);
                            object.events[keys2[j]] = $root.bale.bench.citm.Event.toObject(message.events[keys2[j]], options, _depth + 1);
                        }
                    }
                    if (message.performances && message.performances.length) {
                        object.performances = $Array(message.performances.length);
                        for (let j = 0; j < message.performances.length; ++j)
                            object.performances[j] = $root.bale.bench.citm.Performance.toObject(message.performances[j], options, _depth + 1);
                    }
                    if (message.seatCategoryNames && (keys2 = $Object.keys(message.seatCategoryNames)).length) {
                        object.seatCategoryNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.seatCategoryNames, keys2[j]);
                            object.seatCategoryNames[keys2[j]] = message.seatCategoryNames[keys2[j]];
                        }
                    }
                    if (message.subTopicNames && (keys2 = $Object.keys(message.subTopicNames)).length) {
                        object.subTopicNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.subTopicNames, keys2[j]);
                            object.subTopicNames[keys2[j]] = message.subTopicNames[keys2[j]];
                        }
                    }
                    if (message.subjectNames && (keys2 = $Object.keys(message.subjectNames)).length) {
                        object.subjectNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.subjectNames, keys2[j]);
                            object.subjectNames[keys2[j]] = message.subjectNames[keys2[j]];
                        }
                    }
                    if (message.topicNames && (keys2 = $Object.keys(message.topicNames)).length) {
                        object.topicNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.topicNames, keys2[j]);
                            object.topicNames[keys2[j]] = message.topicNames[keys2[j]];
                        }
                    }
                    if (message.topicSubTopics && (keys2 = $Object.keys(message.topicSubTopics)).length) {
                        object.topicSubTopics = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.topicSubTopics, keys2[j]);
                            object.topicSubTopics[keys2[j]] = $root.bale.bench.citm.IntList.toObject(message.topicSubTopics[keys2[j]], options, _depth + 1);
                        }
                    }
                    if (message.venueNames && (keys2 = $Object.keys(message.venueNames)).length) {
                        object.venueNames = {};
                        for (let j = 0; j < keys2.length; ++j) {
                            if (keys2[j] === "__proto__")
                                $util.makeProp(object.venueNames, keys2[j]);
                            object.venueNames[keys2[j]] = message.venueNames[keys2[j]];
                        }
                    }
                    return object;
                };

                /**
                 * Converts this Catalog to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.Catalog
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Catalog.prototype.toJSON = function() {
                    return Catalog.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Catalog
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.Catalog
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Catalog.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.Catalog";
                };

                return Catalog;
            })();

            citm.Event = (function() {

                /**
                 * Properties of an Event.
                 * @typedef {Object} bale.bench.citm.Event.$Properties
                 * @property {string|null} [description] Event description
                 * @property {number|null} [id] Event id
                 * @property {string|null} [logo] Event logo
                 * @property {string|null} [name] Event name
                 * @property {Array.<number>|null} [subTopicIds] Event subTopicIds
                 * @property {string|null} [subjectCode] Event subjectCode
                 * @property {string|null} [subtitle] Event subtitle
                 * @property {Array.<number>|null} [topicIds] Event topicIds
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an Event.
                 * @memberof bale.bench.citm
                 * @interface IEvent
                 * @augments bale.bench.citm.Event.$Properties
                 * @deprecated Use bale.bench.citm.Event.$Properties instead.
                 */

                /**
                 * Shape of an Event.
                 * @typedef {bale.bench.citm.Event.$Properties} bale.bench.citm.Event.$Shape
                 */

                /**
                 * Constructs a new Event.
                 * @memberof bale.bench.citm
                 * @classdesc Represents an Event.
                 * @constructor
                 * @param {bale.bench.citm.Event.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Event = function (properties) {
                    this.subTopicIds = [];
                    this.topicIds = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Event description.
                 * @member {string|null|undefined} description
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.description = null;

                /**
                 * Event id.
                 * @member {number} id
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.id = 0;

                /**
                 * Event logo.
                 * @member {string|null|undefined} logo
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.logo = null;

                /**
                 * Event name.
                 * @member {string} name
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.name = "";

                /**
                 * Event subTopicIds.
                 * @member {Array.<number>} subTopicIds
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.subTopicIds = $util.emptyArray;

                /**
                 * Event subjectCode.
                 * @member {string|null|undefined} subjectCode
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.subjectCode = null;

                /**
                 * Event subtitle.
                 * @member {string|null|undefined} subtitle
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.subtitle = null;

                /**
                 * Event topicIds.
                 * @member {Array.<number>} topicIds
                 * @memberof bale.bench.citm.Event
                 * @instance
                 */
                Event.prototype.topicIds = $util.emptyArray;

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Event.prototype, "_description", {
                    get: $util.oneOfGetter($oneOfFields = ["description"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Event.prototype, "_logo", {
                    get: $util.oneOfGetter($oneOfFields = ["logo"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Event.prototype, "_subjectCode", {
                    get: $util.oneOfGetter($oneOfFields = ["subjectCode"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Event.prototype, "_subtitle", {
                    get: $util.oneOfGetter($oneOfFields = ["subtitle"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new Event instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.Event
                 * @static
                 * @param {bale.bench.citm.Event.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.Event} Event instance
                 * @type {{
                 *   (properties: bale.bench.citm.Event.$Shape): bale.bench.citm.Event & bale.bench.citm.Event.$Shape;
                 *   (properties?: bale.bench.citm.Event.$Properties): bale.bench.citm.Event;
                 * }}
                 */
                Event.create = function(properties) {
                    return new Event(properties);
                };

                /**
                 * Encodes the specified Event message. Does not implicitly {@link bale.bench.citm.Event.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.Event
                 * @static
                 * @param {bale.bench.citm.Event.$Properties} message Event message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Event.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        writer.uint32(/* id 1, wireType 2 =*/10).string(message.description);
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.id);
                    if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.logo);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name") && message.name !== "")
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.name);
                    if (message.subTopicIds != null && message.subTopicIds.length)
                        writer.uint32(/* id 5, wireType 2 =*/42).int32s(message.subTopicIds);
                    if (message.subjectCode != null && $Object.hasOwnProperty.call(message, "subjectCode"))
                        writer.uint32(/* id 6, wireType 2 =*/50).string(message.subjectCode);
                    if (message.subtitle != null && $Object.hasOwnProperty.call(message, "subtitle"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.subtitle);
                    if (message.topicIds != null && message.topicIds.length)
                        writer.uint32(/* id 8, wireType 2 =*/66).int32s(message.topicIds);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an Event message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.Event
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.Event & bale.bench.citm.Event.$Shape} Event
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Event.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.citm.Event();
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
                                message.description = reader.stringVerify();
                                message._description = "description";
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                message.logo = reader.stringVerify();
                                message._logo = "logo";
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.name = value;
                                else
                                    delete message.name;
                                continue;
                            }
                        case 5: {
                                if (wireType === 2) {
                                    if (!(message.subTopicIds && message.subTopicIds.length))
                                        message.subTopicIds = [];
                                    reader.int32s(message.subTopicIds);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.subTopicIds && message.subTopicIds.length))
                                    message.subTopicIds = [];
                                message.subTopicIds.push(reader.int32());
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                message.subjectCode = reader.stringVerify();
                                message._subjectCode = "subjectCode";
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                message.subtitle = reader.stringVerify();
                                message._subtitle = "subtitle";
                                continue;
                            }
                        case 8: {
                                if (wireType === 2) {
                                    if (!(message.topicIds && message.topicIds.length))
                                        message.topicIds = [];
                                    reader.int32s(message.topicIds);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.topicIds && message.topicIds.length))
                                    message.topicIds = [];
                                message.topicIds.push(reader.int32());
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
                 * Creates an Event message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.Event
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.Event} Event
                 */
                Event.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.Event)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.Event: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.Event();
                    if (object.description != null)
                        message.description = $String(object.description);
                    if (object.id != null)
                        if ($Number(object.id) !== 0)
                            message.id = object.id | 0;
                    if (object.logo != null)
                        message.logo = $String(object.logo);
                    if (object.name != null)
                        if (typeof object.name !== "string" || object.name.length)
                            message.name = $String(object.name);
                    if (object.subTopicIds) {
                        if (!$Array.isArray(object.subTopicIds))
                            throw $TypeError(".bale.bench.citm.Event.subTopicIds: array expected");
                        message.subTopicIds = $Array(object.subTopicIds.length);
                        for (let i = 0; i < object.subTopicIds.length; ++i)
                            message.subTopicIds[i] = object.subTopicIds[i] | 0;
                    }
                    if (object.subjectCode != null)
                        message.subjectCode = $String(object.subjectCode);
                    if (object.subtitle != null)
                        message.subtitle = $String(object.subtitle);
                    if (object.topicIds) {
                        if (!$Array.isArray(object.topicIds))
                            throw $TypeError(".bale.bench.citm.Event.topicIds: array expected");
                        message.topicIds = $Array(object.topicIds.length);
                        for (let i = 0; i < object.topicIds.length; ++i)
                            message.topicIds[i] = object.topicIds[i] | 0;
                    }
                    return message;
                };

                /**
                 * Creates a plain object from an Event message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.Event
                 * @static
                 * @param {bale.bench.citm.Event} message Event
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Event.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults) {
                        object.subTopicIds = [];
                        object.topicIds = [];
                    }
                    if (options.defaults) {
                        object.id = 0;
                        object.name = "";
                    }
                    if (message.description != null && $Object.hasOwnProperty.call(message, "description"))
                        object.description = message.description;
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        object.id = message.id;
                    if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                        object.logo = message.logo;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.subTopicIds && message.subTopicIds.length) {
                        object.subTopicIds = $Array(message.subTopicIds.length);
                        for (let j = 0; j < message.subTopicIds.length; ++j)
                            object.subTopicIds[j] = message.subTopicIds[j];
                    }
                    if (message.subjectCode != null && $Object.hasOwnProperty.call(message, "subjectCode"))
                        object.subjectCode = message.subjectCode;
                    if (message.subtitle != null && $Object.hasOwnProperty.call(message, "subtitle"))
                        object.subtitle = message.subtitle;
                    if (message.topicIds && message.topicIds.length) {
                        object.topicIds = $Array(message.topicIds.length);
                        for (let j = 0; j < message.topicIds.length; ++j)
                            object.topicIds[j] = message.topicIds[j];
                    }
                    return object;
                };

                /**
                 * Converts this Event to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.Event
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Event.prototype.toJSON = function() {
                    return Event.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Event
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.Event
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Event.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.Event";
                };

                return Event;
            })();

            citm.Performance = (function() {

                /**
                 * Properties of a Performance.
                 * @typedef {Object} bale.bench.citm.Performance.$Properties
                 * @property {number|null} [eventId] Performance eventId
                 * @property {number|null} [id] Performance id
                 * @property {string|null} [logo] Performance logo
                 * @property {string|null} [name] Performance name
                 * @property {Array.<bale.bench.citm.Price.$Properties>|null} [prices] Performance prices
                 * @property {Array.<bale.bench.citm.SeatCategory.$Properties>|null} [seatCategories] Performance seatCategories
                 * @property {string|null} [seatMapImage] Performance seatMapImage
                 * @property {number|null} [start] Performance start
                 * @property {string|null} [venueCode] Performance venueCode
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Performance.
                 * @memberof bale.bench.citm
                 * @interface IPerformance
                 * @augments bale.bench.citm.Performance.$Properties
                 * @deprecated Use bale.bench.citm.Performance.$Properties instead.
                 */

                /**
                 * Shape of a Performance.
                 * @typedef {bale.bench.citm.Performance.$Properties} bale.bench.citm.Performance.$Shape
                 */

                /**
                 * Constructs a new Performance.
                 * @memberof bale.bench.citm
                 * @classdesc Represents a Performance.
                 * @constructor
                 * @param {bale.bench.citm.Performance.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Performance = function (properties) {
                    this.prices = [];
                    this.seatCategories = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Performance eventId.
                 * @member {number} eventId
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.eventId = 0;

                /**
                 * Performance id.
                 * @member {number} id
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.id = 0;

                /**
                 * Performance logo.
                 * @member {string|null|undefined} logo
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.logo = null;

                /**
                 * Performance name.
                 * @member {string|null|undefined} name
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.name = null;

                /**
                 * Performance prices.
                 * @member {Array.<bale.bench.citm.Price.$Properties>} prices
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.prices = $util.emptyArray;

                /**
                 * Performance seatCategories.
                 * @member {Array.<bale.bench.citm.SeatCategory.$Properties>} seatCategories
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.seatCategories = $util.emptyArray;

                /**
                 * Performance seatMapImage.
                 * @member {string|null|undefined} seatMapImage
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.seatMapImage = null;

                /**
                 * Performance start.
                 * @member {number} start
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.start = $util.Long ? $util.Long.fromBits(0,0,false) : 0;

                /**
                 * Performance venueCode.
                 * @member {string} venueCode
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 */
                Performance.prototype.venueCode = "";

                // OneOf field names bound to virtual getters and setters
                let $oneOfFields;

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Performance.prototype, "_logo", {
                    get: $util.oneOfGetter($oneOfFields = ["logo"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Performance.prototype, "_name", {
                    get: $util.oneOfGetter($oneOfFields = ["name"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                // Virtual OneOf for proto3 optional field
                $Object.defineProperty(Performance.prototype, "_seatMapImage", {
                    get: $util.oneOfGetter($oneOfFields = ["seatMapImage"]),
                    set: $util.oneOfSetter($oneOfFields)
                });

                /**
                 * Creates a new Performance instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.Performance
                 * @static
                 * @param {bale.bench.citm.Performance.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.Performance} Performance instance
                 * @type {{
                 *   (properties: bale.bench.citm.Performance.$Shape): bale.bench.citm.Performance & bale.bench.citm.Performance.$Shape;
                 *   (properties?: bale.bench.citm.Performance.$Properties): bale.bench.citm.Performance;
                 * }}
                 */
                Performance.create = function(properties) {
                    return new Performance(properties);
                };

                /**
                 * Encodes the specified Performance message. Does not implicitly {@link bale.bench.citm.Performance.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.Performance
                 * @static
                 * @param {bale.bench.citm.Performance.$Properties} message Performance message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Performance.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.eventId != null && $Object.hasOwnProperty.call(message, "eventId") && message.eventId !== 0)
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.eventId);
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id") && message.id !== 0)
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.id);
                    if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                        writer.uint32(/* id 3, wireType 2 =*/26).string(message.logo);
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        writer.uint32(/* id 4, wireType 2 =*/34).string(message.name);
                    if (message.prices != null && message.prices.length)
                        for (let i = 0; i < message.prices.length; ++i)
                            $root.bale.bench.citm.Price.encode(message.prices[i], writer.uint32(/* id 5, wireType 2 =*/42).fork(), _depth + 1).ldelim();
                    if (message.seatCategories != null && message.seatCategories.length)
                        for (let i = 0; i < message.seatCategories.length; ++i)
                            $root.bale.bench.citm.SeatCategory.encode(message.seatCategories[i], writer.uint32(/* id 6, wireType 2 =*/50).fork(), _depth + 1).ldelim();
                    if (message.seatMapImage != null && $Object.hasOwnProperty.call(message, "seatMapImage"))
                        writer.uint32(/* id 7, wireType 2 =*/58).string(message.seatMapImage);
                    if (message.start != null && $Object.hasOwnProperty.call(message, "start") && (typeof message.start === "object" ? message.start.low || message.start.high : message.start !== 0))
                        writer.uint32(/* id 8, wireType 0 =*/64).int64(message.start);
                    if (message.venueCode != null && $Object.hasOwnProperty.call(message, "venueCode") && message.venueCode !== "")
                        writer.uint32(/* id 9, wireType 2 =*/74).string(message.venueCode);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Performance message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.Performance
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.Performance & bale.bench.citm.Performance.$Shape} Performance
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Performance.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.citm.Performance();
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
                                    message.eventId = value;
                                else
                                    delete message.eventId;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.id = value;
                                else
                                    delete message.id;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 2)
                                    break;
                                message.logo = reader.stringVerify();
                                message._logo = "logo";
                                continue;
                            }
                        case 4: {
                                if (wireType !== 2)
                                    break;
                                message.name = reader.stringVerify();
                                message._name = "name";
                                continue;
                            }
                        case 5: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.prices && message.prices.length))
                                    message.prices = [];
                                message.prices.push($root.bale.bench.citm.Price.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 6: {
                                if (wireType !== 2)
                                    break;
                                if (!(message.seatCategories && message.seatCategories.length))
                                    message.seatCategories = [];
                                message.seatCategories.push($root.bale.bench.citm.SeatCategory.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 7: {
                                if (wireType !== 2)
                                    break;
                                message.seatMapImage = reader.stringVerify();
                                message._seatMapImage = "seatMapImage";
                                continue;
                            }
                        case 8: {
                                if (wireType !== 0)
                                    break;
                                if (typeof (value = reader.int64()) === "object" ? value.low || value.high : value !== 0)
                                    message.start = value;
                                else
                                    delete message.start;
                                continue;
                            }
                        case 9: {
                                if (wireType !== 2)
                                    break;
                                if ((value = reader.stringVerify()).length)
                                    message.venueCode = value;
                                else
                                    delete message.venueCode;
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
                 * Creates a Performance message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.Performance
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.Performance} Performance
                 */
                Performance.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.Performance)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.Performance: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.Performance();
                    if (object.eventId != null)
                        if ($Number(object.eventId) !== 0)
                            message.eventId = object.eventId | 0;
                    if (object.id != null)
                        if ($Number(object.id) !== 0)
                            message.id = object.id | 0;
                    if (object.logo != null)
                        message.logo = $String(object.logo);
                    if (object.name != null)
                        message.name = $String(object.name);
                    if (object.prices) {
                        if (!$Array.isArray(object.prices))
                            throw $TypeError(".bale.bench.citm.Performance.prices: array expected");
                        message.prices = $Array(object.prices.length);
                        for (let i = 0; i < object.prices.length; ++i) {
                            if (!$util.isObject(object.prices[i]))
                                throw $TypeError(".bale.bench.citm.Performance.prices: object expected");
                            message.prices[i] = $root.bale.bench.citm.Price.fromObject(object.prices[i], _depth + 1);
                        }
                    }
                    if (object.seatCategories) {
                        if (!$Array.isArray(object.seatCategories))
                            throw $TypeError(".bale.bench.citm.Performance.seatCategories: array expected");
                        message.seatCategories = $Array(object.seatCategories.length);
                        for (let i = 0; i < object.seatCategories.length; ++i) {
                            if (!$util.isObject(object.seatCategories[i]))
                                throw $TypeError(".bale.bench.citm.Performance.seatCategories: object expected");
                            message.seatCategories[i] = $root.bale.bench.citm.SeatCategory.fromObject(object.seatCategories[i], _depth + 1);
                        }
                    }
                    if (object.seatMapImage != null)
                        message.seatMapImage = $String(object.seatMapImage);
                    if (object.start != null)
                        if (typeof object.start === "object" ? object.start.low || object.start.high : $Number(object.start) !== 0)
                            if ($util.Long)
                                message.start = $util.Long.fromValue(object.start, false);
                            else if (typeof object.start === "string")
                                message.start = $parseInt(object.start, 10);
                            else if (typeof object.start === "number")
                                message.start = object.start;
                            else if (typeof object.start === "object")
                                message.start = new $util.LongBits(object.start.low >>> 0, object.start.high >>> 0).toNumber();
                    if (object.venueCode != null)
                        if (typeof object.venueCode !== "string" || object.venueCode.length)
                            message.venueCode = $String(object.venueCode);
                    return message;
                };

                /**
                 * Creates a plain object from a Performance message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.Performance
                 * @static
                 * @param {bale.bench.citm.Performance} message Performance
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Performance.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults) {
                        object.prices = [];
                        object.seatCategories = [];
                    }
                    if (options.defaults) {
                        object.eventId = 0;
                        object.id = 0;
                        if ($util.Long) {
                            let long = new $util.Long(0, 0, false);
                            object.start = options.longs === $String ? long.toString() : options.longs === $Number ? long.toNumber() : typeof $BigInt !== "undefined" && options.longs === $BigInt ? long.toBigInt() : long;
                        } else
                            object.start = options.longs === $String ? "0" : typeof $BigInt !== "undefined" && options.longs === $BigInt ? $BigInt("0") : 0;
                        object.venueCode = "";
                    }
                    if (message.eventId != null && $Object.hasOwnProperty.call(message, "eventId"))
                        object.eventId = message.eventId;
                    if (message.id != null && $Object.hasOwnProperty.call(message, "id"))
                        object.id = message.id;
                    if (message.logo != null && $Object.hasOwnProperty.call(message, "logo"))
                        object.logo = message.logo;
                    if (message.name != null && $Object.hasOwnProperty.call(message, "name"))
                        object.name = message.name;
                    if (message.prices && message.prices.length) {
                        object.prices = $Array(message.prices.length);
                        for (let j = 0; j < message.prices.length; ++j)
                            object.prices[j] = $root.bale.bench.citm.Price.toObject(message.prices[j], options, _depth + 1);
                    }
                    if (message.seatCategories && message.seatCategories.length) {
                        object.seatCategories = $Array(message.seatCategories.length);
                        for (let j = 0; j < message.seatCategories.length; ++j)
                            object.seatCategories[j] = $root.bale.bench.citm.SeatCategory.toObject(message.seatCategories[j], options, _depth + 1);
                    }
                    if (message.seatMapImage != null && $Object.hasOwnProperty.call(message, "seatMapImage"))
                        object.seatMapImage = message.seatMapImage;
                    if (message.start != null && $Object.hasOwnProperty.call(message, "start"))
                        if (typeof $BigInt !== "undefined" && options.longs === $BigInt)
                            object.start = typeof message.start === "number" ? $BigInt(message.start) : $util.Long.fromBits(message.start.low >>> 0, message.start.high >>> 0, false).toBigInt();
                        else if (typeof message.start === "number")
                            object.start = options.longs === $String ? $String(message.start) : message.start;
                        else
                            object.start = options.longs === $String ? $util.Long.prototype.toString.call(message.start) : options.longs === $Number ? new $util.LongBits(message.start.low >>> 0, message.start.high >>> 0).toNumber() : message.start;
                    if (message.venueCode != null && $Object.hasOwnProperty.call(message, "venueCode"))
                        object.venueCode = message.venueCode;
                    return object;
                };

                /**
                 * Converts this Performance to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.Performance
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Performance.prototype.toJSON = function() {
                    return Performance.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Performance
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.Performance
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Performance.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.Performance";
                };

                return Performance;
            })();

            citm.Price = (function() {

                /**
                 * Properties of a Price.
                 * @typedef {Object} bale.bench.citm.Price.$Properties
                 * @property {number|null} [amount] Price amount
                 * @property {number|null} [audienceSubCategoryId] Price audienceSubCategoryId
                 * @property {number|null} [seatCategoryId] Price seatCategoryId
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a Price.
                 * @memberof bale.bench.citm
                 * @interface IPrice
                 * @augments bale.bench.citm.Price.$Properties
                 * @deprecated Use bale.bench.citm.Price.$Properties instead.
                 */

                /**
                 * Shape of a Price.
                 * @typedef {bale.bench.citm.Price.$Properties} bale.bench.citm.Price.$Shape
                 */

                /**
                 * Constructs a new Price.
                 * @memberof bale.bench.citm
                 * @classdesc Represents a Price.
                 * @constructor
                 * @param {bale.bench.citm.Price.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Price = function (properties) {
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Price amount.
                 * @member {number} amount
                 * @memberof bale.bench.citm.Price
                 * @instance
                 */
                Price.prototype.amount = 0;

                /**
                 * Price audienceSubCategoryId.
                 * @member {number} audienceSubCategoryId
                 * @memberof bale.bench.citm.Price
                 * @instance
                 */
                Price.prototype.audienceSubCategoryId = 0;

                /**
                 * Price seatCategoryId.
                 * @member {number} seatCategoryId
                 * @memberof bale.bench.citm.Price
                 * @instance
                 */
                Price.prototype.seatCategoryId = 0;

                /**
                 * Creates a new Price instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.Price
                 * @static
                 * @param {bale.bench.citm.Price.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.Price} Price instance
                 * @type {{
                 *   (properties: bale.bench.citm.Price.$Shape): bale.bench.citm.Price & bale.bench.citm.Price.$Shape;
                 *   (properties?: bale.bench.citm.Price.$Properties): bale.bench.citm.Price;
                 * }}
                 */
                Price.create = function(properties) {
                    return new Price(properties);
                };

                /**
                 * Encodes the specified Price message. Does not implicitly {@link bale.bench.citm.Price.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.Price
                 * @static
                 * @param {bale.bench.citm.Price.$Properties} message Price message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Price.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount") && message.amount !== 0)
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.amount);
                    if (message.audienceSubCategoryId != null && $Object.hasOwnProperty.call(message, "audienceSubCategoryId") && message.audienceSubCategoryId !== 0)
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.audienceSubCategoryId);
                    if (message.seatCategoryId != null && $Object.hasOwnProperty.call(message, "seatCategoryId") && message.seatCategoryId !== 0)
                        writer.uint32(/* id 3, wireType 0 =*/24).int32(message.seatCategoryId);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a Price message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.Price
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.Price & bale.bench.citm.Price.$Shape} Price
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Price.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.citm.Price();
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
                                    message.amount = value;
                                else
                                    delete message.amount;
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.audienceSubCategoryId = value;
                                else
                                    delete message.audienceSubCategoryId;
                                continue;
                            }
                        case 3: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.seatCategoryId = value;
                                else
                                    delete message.seatCategoryId;
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
                 * Creates a Price message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.Price
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.Price} Price
                 */
                Price.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.Price)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.Price: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.Price();
                    if (object.amount != null)
                        if ($Number(object.amount) !== 0)
                            message.amount = object.amount | 0;
                    if (object.audienceSubCategoryId != null)
                        if ($Number(object.audienceSubCategoryId) !== 0)
                            message.audienceSubCategoryId = object.audienceSubCategoryId | 0;
                    if (object.seatCategoryId != null)
                        if ($Number(object.seatCategoryId) !== 0)
                            message.seatCategoryId = object.seatCategoryId | 0;
                    return message;
                };

                /**
                 * Creates a plain object from a Price message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.Price
                 * @static
                 * @param {bale.bench.citm.Price} message Price
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Price.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.defaults) {
                        object.amount = 0;
                        object.audienceSubCategoryId = 0;
                        object.seatCategoryId = 0;
                    }
                    if (message.amount != null && $Object.hasOwnProperty.call(message, "amount"))
                        object.amount = message.amount;
                    if (message.audienceSubCategoryId != null && $Object.hasOwnProperty.call(message, "audienceSubCategoryId"))
                        object.audienceSubCategoryId = message.audienceSubCategoryId;
                    if (message.seatCategoryId != null && $Object.hasOwnProperty.call(message, "seatCategoryId"))
                        object.seatCategoryId = message.seatCategoryId;
                    return object;
                };

                /**
                 * Converts this Price to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.Price
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Price.prototype.toJSON = function() {
                    return Price.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Price
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.Price
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Price.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.Price";
                };

                return Price;
            })();

            citm.SeatCategory = (function() {

                /**
                 * Properties of a SeatCategory.
                 * @typedef {Object} bale.bench.citm.SeatCategory.$Properties
                 * @property {Array.<bale.bench.citm.Area.$Properties>|null} [areas] SeatCategory areas
                 * @property {number|null} [seatCategoryId] SeatCategory seatCategoryId
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of a SeatCategory.
                 * @memberof bale.bench.citm
                 * @interface ISeatCategory
                 * @augments bale.bench.citm.SeatCategory.$Properties
                 * @deprecated Use bale.bench.citm.SeatCategory.$Properties instead.
                 */

                /**
                 * Shape of a SeatCategory.
                 * @typedef {bale.bench.citm.SeatCategory.$Properties} bale.bench.citm.SeatCategory.$Shape
                 */

                /**
                 * Constructs a new SeatCategory.
                 * @memberof bale.bench.citm
                 * @classdesc Represents a SeatCategory.
                 * @constructor
                 * @param {bale.bench.citm.SeatCategory.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const SeatCategory = function (properties) {
                    this.areas = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * SeatCategory areas.
                 * @member {Array.<bale.bench.citm.Area.$Properties>} areas
                 * @memberof bale.bench.citm.SeatCategory
                 * @instance
                 */
                SeatCategory.prototype.areas = $util.emptyArray;

                /**
                 * SeatCategory seatCategoryId.
                 * @member {number} seatCategoryId
                 * @memberof bale.bench.citm.SeatCategory
                 * @instance
                 */
                SeatCategory.prototype.seatCategoryId = 0;

                /**
                 * Creates a new SeatCategory instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.SeatCategory
                 * @static
                 * @param {bale.bench.citm.SeatCategory.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.SeatCategory} SeatCategory instance
                 * @type {{
                 *   (properties: bale.bench.citm.SeatCategory.$Shape): bale.bench.citm.SeatCategory & bale.bench.citm.SeatCategory.$Shape;
                 *   (properties?: bale.bench.citm.SeatCategory.$Properties): bale.bench.citm.SeatCategory;
                 * }}
                 */
                SeatCategory.create = function(properties) {
                    return new SeatCategory(properties);
                };

                /**
                 * Encodes the specified SeatCategory message. Does not implicitly {@link bale.bench.citm.SeatCategory.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.SeatCategory
                 * @static
                 * @param {bale.bench.citm.SeatCategory.$Properties} message SeatCategory message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                SeatCategory.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.areas != null && message.areas.length)
                        for (let i = 0; i < message.areas.length; ++i)
                            $root.bale.bench.citm.Area.encode(message.areas[i], writer.uint32(/* id 1, wireType 2 =*/10).fork(), _depth + 1).ldelim();
                    if (message.seatCategoryId != null && $Object.hasOwnProperty.call(message, "seatCategoryId") && message.seatCategoryId !== 0)
                        writer.uint32(/* id 2, wireType 0 =*/16).int32(message.seatCategoryId);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes a SeatCategory message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.SeatCategory
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.SeatCategory & bale.bench.citm.SeatCategory.$Shape} SeatCategory
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                SeatCategory.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.citm.SeatCategory();
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
                                if (!(message.areas && message.areas.length))
                                    message.areas = [];
                                message.areas.push($root.bale.bench.citm.Area.decode(reader, reader.size(), $undefined, _depth + 1));
                                continue;
                            }
                        case 2: {
                                if (wireType !== 0)
                                    break;
                                if (value = reader.int32())
                                    message.seatCategoryId = value;
                                else
                                    delete message.seatCategoryId;
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
                 * Creates a SeatCategory message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.SeatCategory
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.SeatCategory} SeatCategory
                 */
                SeatCategory.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.SeatCategory)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.SeatCategory: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.SeatCategory();
                    if (object.areas) {
                        if (!$Array.isArray(object.areas))
                            throw $TypeError(".bale.bench.citm.SeatCategory.areas: array expected");
                        message.areas = $Array(object.areas.length);
                        for (let i = 0; i < object.areas.length; ++i) {
                            if (!$util.isObject(object.areas[i]))
                                throw $TypeError(".bale.bench.citm.SeatCategory.areas: object expected");
                            message.areas[i] = $root.bale.bench.citm.Area.fromObject(object.areas[i], _depth + 1);
                        }
                    }
                    if (object.seatCategoryId != null)
                        if ($Number(object.seatCategoryId) !== 0)
                            message.seatCategoryId = object.seatCategoryId | 0;
                    return message;
                };

                /**
                 * Creates a plain object from a SeatCategory message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.SeatCategory
                 * @static
                 * @param {bale.bench.citm.SeatCategory} message SeatCategory
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                SeatCategory.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.areas = [];
                    if (options.defaults)
                        object.seatCategoryId = 0;
                    if (message.areas && message.areas.length) {
                        object.areas = $Array(message.areas.length);
                        for (let j = 0; j < message.areas.length; ++j)
                            object.areas[j] = $root.bale.bench.citm.Area.toObject(message.areas[j], options, _depth + 1);
                    }
                    if (message.seatCategoryId != null && $Object.hasOwnProperty.call(message, "seatCategoryId"))
                        object.seatCategoryId = message.seatCategoryId;
                    return object;
                };

                /**
                 * Converts this SeatCategory to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.SeatCategory
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                SeatCategory.prototype.toJSON = function() {
                    return SeatCategory.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for SeatCategory
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.SeatCategory
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                SeatCategory.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.SeatCategory";
                };

                return SeatCategory;
            })();

            citm.Area = (function() {

                /**
                 * Properties of an Area.
                 * @typedef {Object} bale.bench.citm.Area.$Properties
                 * @property {number|null} [areaId] Area areaId
                 * @property {Array.<number>|null} [blockIds] Area blockIds
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an Area.
                 * @memberof bale.bench.citm
                 * @interface IArea
                 * @augments bale.bench.citm.Area.$Properties
                 * @deprecated Use bale.bench.citm.Area.$Properties instead.
                 */

                /**
                 * Shape of an Area.
                 * @typedef {bale.bench.citm.Area.$Properties} bale.bench.citm.Area.$Shape
                 */

                /**
                 * Constructs a new Area.
                 * @memberof bale.bench.citm
                 * @classdesc Represents an Area.
                 * @constructor
                 * @param {bale.bench.citm.Area.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const Area = function (properties) {
                    this.blockIds = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * Area areaId.
                 * @member {number} areaId
                 * @memberof bale.bench.citm.Area
                 * @instance
                 */
                Area.prototype.areaId = 0;

                /**
                 * Area blockIds.
                 * @member {Array.<number>} blockIds
                 * @memberof bale.bench.citm.Area
                 * @instance
                 */
                Area.prototype.blockIds = $util.emptyArray;

                /**
                 * Creates a new Area instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.Area
                 * @static
                 * @param {bale.bench.citm.Area.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.Area} Area instance
                 * @type {{
                 *   (properties: bale.bench.citm.Area.$Shape): bale.bench.citm.Area & bale.bench.citm.Area.$Shape;
                 *   (properties?: bale.bench.citm.Area.$Properties): bale.bench.citm.Area;
                 * }}
                 */
                Area.create = function(properties) {
                    return new Area(properties);
                };

                /**
                 * Encodes the specified Area message. Does not implicitly {@link bale.bench.citm.Area.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.Area
                 * @static
                 * @param {bale.bench.citm.Area.$Properties} message Area message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                Area.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.areaId != null && $Object.hasOwnProperty.call(message, "areaId") && message.areaId !== 0)
                        writer.uint32(/* id 1, wireType 0 =*/8).int32(message.areaId);
                    if (message.blockIds != null && message.blockIds.length)
                        writer.uint32(/* id 2, wireType 2 =*/18).int32s(message.blockIds);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an Area message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.Area
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.Area & bale.bench.citm.Area.$Shape} Area
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                Area.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.citm.Area();
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
                                    message.areaId = value;
                                else
                                    delete message.areaId;
                                continue;
                            }
                        case 2: {
                                if (wireType === 2) {
                                    if (!(message.blockIds && message.blockIds.length))
                                        message.blockIds = [];
                                    reader.int32s(message.blockIds);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.blockIds && message.blockIds.length))
                                    message.blockIds = [];
                                message.blockIds.push(reader.int32());
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
                 * Creates an Area message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.Area
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.Area} Area
                 */
                Area.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.Area)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.Area: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.Area();
                    if (object.areaId != null)
                        if ($Number(object.areaId) !== 0)
                            message.areaId = object.areaId | 0;
                    if (object.blockIds) {
                        if (!$Array.isArray(object.blockIds))
                            throw $TypeError(".bale.bench.citm.Area.blockIds: array expected");
                        message.blockIds = $Array(object.blockIds.length);
                        for (let i = 0; i < object.blockIds.length; ++i)
                            message.blockIds[i] = object.blockIds[i] | 0;
                    }
                    return message;
                };

                /**
                 * Creates a plain object from an Area message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.Area
                 * @static
                 * @param {bale.bench.citm.Area} message Area
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                Area.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.blockIds = [];
                    if (options.defaults)
                        object.areaId = 0;
                    if (message.areaId != null && $Object.hasOwnProperty.call(message, "areaId"))
                        object.areaId = message.areaId;
                    if (message.blockIds && message.blockIds.length) {
                        object.blockIds = $Array(message.blockIds.length);
                        for (let j = 0; j < message.blockIds.length; ++j)
                            object.blockIds[j] = message.blockIds[j];
                    }
                    return object;
                };

                /**
                 * Converts this Area to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.Area
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                Area.prototype.toJSON = function() {
                    return Area.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for Area
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.Area
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                Area.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.Area";
                };

                return Area;
            })();

            citm.IntList = (function() {

                /**
                 * Properties of an IntList.
                 * @typedef {Object} bale.bench.citm.IntList.$Properties
                 * @property {Array.<number>|null} [values] IntList values
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */

                /**
                 * Properties of an IntList.
                 * @memberof bale.bench.citm
                 * @interface IIntList
                 * @augments bale.bench.citm.IntList.$Properties
                 * @deprecated Use bale.bench.citm.IntList.$Properties instead.
                 */

                /**
                 * Shape of an IntList.
                 * @typedef {bale.bench.citm.IntList.$Properties} bale.bench.citm.IntList.$Shape
                 */

                /**
                 * Constructs a new IntList.
                 * @memberof bale.bench.citm
                 * @classdesc Represents an IntList.
                 * @constructor
                 * @param {bale.bench.citm.IntList.$Properties=} [properties] Properties to set
                 * @property {Array.<Uint8Array>} [$unknowns] Unknown fields preserved while decoding when enabled
                 */
                const IntList = function (properties) {
                    this.values = [];
                    if (properties)
                        for (let keys = $Object.keys(properties), i = 0; i < keys.length; ++i)
                            if (properties[keys[i]] != null && keys[i] !== "__proto__")
                                this[keys[i]] = properties[keys[i]];
                };

                /**
                 * IntList values.
                 * @member {Array.<number>} values
                 * @memberof bale.bench.citm.IntList
                 * @instance
                 */
                IntList.prototype.values = $util.emptyArray;

                /**
                 * Creates a new IntList instance using the specified properties.
                 * @function create
                 * @memberof bale.bench.citm.IntList
                 * @static
                 * @param {bale.bench.citm.IntList.$Properties=} [properties] Properties to set
                 * @returns {bale.bench.citm.IntList} IntList instance
                 * @type {{
                 *   (properties: bale.bench.citm.IntList.$Shape): bale.bench.citm.IntList & bale.bench.citm.IntList.$Shape;
                 *   (properties?: bale.bench.citm.IntList.$Properties): bale.bench.citm.IntList;
                 * }}
                 */
                IntList.create = function(properties) {
                    return new IntList(properties);
                };

                /**
                 * Encodes the specified IntList message. Does not implicitly {@link bale.bench.citm.IntList.verify|verify} messages.
                 * @function encode
                 * @memberof bale.bench.citm.IntList
                 * @static
                 * @param {bale.bench.citm.IntList.$Properties} message IntList message or plain object to encode
                 * @param {$protobuf.Writer} [writer] Writer to encode to
                 * @returns {$protobuf.Writer} Writer
                 */
                IntList.encode = function (message, writer, _depth) {
                    if (!writer)
                        writer = $Writer.create();
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    if (message.values != null && message.values.length)
                        writer.uint32(/* id 1, wireType 2 =*/10).int32s(message.values);
                    if (message.$unknowns != null && $Object.hasOwnProperty.call(message, "$unknowns"))
                        for (let i = 0; i < message.$unknowns.length; ++i)
                            writer.raw(message.$unknowns[i]);
                    return writer;
                };

                /**
                 * Decodes an IntList message from the specified reader or buffer.
                 * @function decode
                 * @memberof bale.bench.citm.IntList
                 * @static
                 * @param {$protobuf.Reader|Uint8Array} reader Reader or buffer to decode from
                 * @param {number} [length] Message length if known beforehand
                 * @returns {bale.bench.citm.IntList & bale.bench.citm.IntList.$Shape} IntList
                 * @throws {Error} If the payload is not a reader or valid buffer
                 * @throws {$protobuf.util.ProtocolError} If required fields are missing
                 */
                IntList.decode = function (reader, length, _end, _depth, _target) {
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
                    message = _target || new $root.bale.bench.citm.IntList();
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
                                    if (!(message.values && message.values.length))
                                        message.values = [];
                                    reader.int32s(message.values);
                                    continue;
                                }
                                if (wireType !== 0)
                                    break;
                                if (!(message.values && message.values.length))
                                    message.values = [];
                                message.values.push(reader.int32());
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
                 * Creates an IntList message from a plain object. Also converts values to their respective internal types.
                 * @function fromObject
                 * @memberof bale.bench.citm.IntList
                 * @static
                 * @param {Object.<string,*>} object Plain object
                 * @returns {bale.bench.citm.IntList} IntList
                 */
                IntList.fromObject = function (object, _depth) {
                    if (object instanceof $root.bale.bench.citm.IntList)
                        return object;
                    if (!$util.isObject(object))
                        throw $TypeError(".bale.bench.citm.IntList: object expected");
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let message = new $root.bale.bench.citm.IntList();
                    if (object.values) {
                        if (!$Array.isArray(object.values))
                            throw $TypeError(".bale.bench.citm.IntList.values: array expected");
                        message.values = $Array(object.values.length);
                        for (let i = 0; i < object.values.length; ++i)
                            message.values[i] = object.values[i] | 0;
                    }
                    return message;
                };

                /**
                 * Creates a plain object from an IntList message. Also converts values to other types if specified.
                 * @function toObject
                 * @memberof bale.bench.citm.IntList
                 * @static
                 * @param {bale.bench.citm.IntList} message IntList
                 * @param {$protobuf.IConversionOptions} [options] Conversion options
                 * @returns {Object.<string,*>} Plain object
                 */
                IntList.toObject = function (message, options, _depth) {
                    if (!options)
                        options = {};
                    if (_depth === $undefined)
                        _depth = 0;
                    if (_depth > $util.recursionLimit)
                        throw $Error("max depth exceeded");
                    let object = {};
                    if (options.arrays || options.defaults)
                        object.values = [];
                    if (message.values && message.values.length) {
                        object.values = $Array(message.values.length);
                        for (let j = 0; j < message.values.length; ++j)
                            object.values[j] = message.values[j];
                    }
                    return object;
                };

                /**
                 * Converts this IntList to JSON.
                 * @function toJSON
                 * @memberof bale.bench.citm.IntList
                 * @instance
                 * @returns {Object.<string,*>} JSON object
                 */
                IntList.prototype.toJSON = function() {
                    return IntList.toObject(this, $protobuf.util.toJSONOptions);
                };

                /**
                 * Gets the type url for IntList
                 * @function getTypeUrl
                 * @memberof bale.bench.citm.IntList
                 * @static
                 * @param {string} [prefix] Custom type url prefix, defaults to `"type.googleapis.com"`
                 * @returns {string} The type url
                 */
                IntList.getTypeUrl = function(prefix) {
                    if (prefix === $undefined)
                        prefix = "type.googleapis.com";
                    return prefix + "/bale.bench.citm.IntList";
                };

                return IntList;
            })();

            return citm;
        })();

        return bench;
    })();

    return bale;
})();

export {
  $root as default
};
