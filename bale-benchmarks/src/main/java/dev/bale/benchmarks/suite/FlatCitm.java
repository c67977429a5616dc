package dev.bale.benchmarks.suite;

import static dev.bale.benchmarks.suite.FlatAdapters.intArray;
import static dev.bale.benchmarks.suite.FlatAdapters.ints;
import static dev.bale.benchmarks.suite.FlatAdapters.list;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.bale.benchmarks.peers.fbs.citm.Area;
import dev.bale.benchmarks.peers.fbs.citm.Catalog;
import dev.bale.benchmarks.peers.fbs.citm.Event;
import dev.bale.benchmarks.peers.fbs.citm.IntEvent;
import dev.bale.benchmarks.peers.fbs.citm.IntInts;
import dev.bale.benchmarks.peers.fbs.citm.IntString;
import dev.bale.benchmarks.peers.fbs.citm.Performance;
import dev.bale.benchmarks.peers.fbs.citm.Price;
import dev.bale.benchmarks.peers.fbs.citm.SeatCategory;
import dev.bale.benchmarks.peers.fbs.citm.StringString;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * FlatBuffers-java adapter of the citm catalog ({@code testdata/peers/fbs/citm.fbs}), written like
 * {@link FlatAdapters}: {@code writeX} builds table X children first, {@code readX} reads every
 * field back into the record. A Bale map is a vector of key/value tables in the map's order, read
 * back into a {@link LinkedHashMap}. Vectors of tables are read through one reused accessor per
 * vector, as FlatBuffers' Java documentation advises.
 */
final class FlatCitm {
  private FlatCitm() {}

  static int writeCatalog(FlatBufferBuilder b, citm.Catalog v) {
    int oAreaNames = Catalog.createAreaNamesVector(b, intStrings(b, v.areaNames()));
    int oAudienceSubCategoryNames =
        Catalog.createAudienceSubCategoryNamesVector(
            b, intStrings(b, v.audienceSubCategoryNames()));
    int oBlockNames = Catalog.createBlockNamesVector(b, intStrings(b, v.blockNames()));
    Map<Integer, citm.Event> events = v.events();
    int[] aEvents = new int[events.size()];
    int n = 0;
    for (Map.Entry<Integer, citm.Event> e : events.entrySet()) {
      int value = writeEvent(b, e.getValue());
      aEvents[n++] = IntEvent.createIntEvent(b, e.getKey(), value);
    }
    int oEvents = Catalog.createEventsVector(b, aEvents);
    List<citm.Performance> performances = v.performances();
    int[] aPerformances = new int[performances.size()];
    for (int i = 0; i < aPerformances.length; i++) {
      aPerformances[i] = writePerformance(b, performances.get(i));
    }
    int oPerformances = Catalog.createPerformancesVector(b, aPerformances);
    int oSeatCategoryNames =
        Catalog.createSeatCategoryNamesVector(b, intStrings(b, v.seatCategoryNames()));
    int oSubTopicNames = Catalog.createSubTopicNamesVector(b, intStrings(b, v.subTopicNames()));
    int oSubjectNames = Catalog.createSubjectNamesVector(b, intStrings(b, v.subjectNames()));
    int oTopicNames = Catalog.createTopicNamesVector(b, intStrings(b, v.topicNames()));
    Map<Integer, List<Integer>> topicSubTopics = v.topicSubTopics();
    int[] aTopicSubTopics = new int[topicSubTopics.size()];
    n = 0;
    for (Map.Entry<Integer, List<Integer>> e : topicSubTopics.entrySet()) {
      int value = IntInts.createValueVector(b, intArray(e.getValue()));
      aTopicSubTopics[n++] = IntInts.createIntInts(b, e.getKey(), value);
    }
    int oTopicSubTopics = Catalog.createTopicSubTopicsVector(b, aTopicSubTopics);
    Map<String, String> venueNames = v.venueNames();
    int[] aVenueNames = new int[venueNames.size()];
    n = 0;
    for (Map.Entry<String, String> e : venueNames.entrySet()) {
      int key = b.createString(e.getKey());
      int value = b.createString(e.getValue());
      aVenueNames[n++] = StringString.createStringString(b, key, value);
    }
    int oVenueNames = Catalog.createVenueNamesVector(b, aVenueNames);
    Catalog.startCatalog(b);
    Catalog.addAreaNames(b, oAreaNames);
    Catalog.addAudienceSubCategoryNames(b, oAudienceSubCategoryNames);
    Catalog.addBlockNames(b, oBlockNames);
    Catalog.addEvents(b, oEvents);
    Catalog.addPerformances(b, oPerformances);
    Catalog.addSeatCategoryNames(b, oSeatCategoryNames);
    Catalog.addSubTopicNames(b, oSubTopicNames);
    Catalog.addSubjectNames(b, oSubjectNames);
    Catalog.addTopicNames(b, oTopicNames);
    Catalog.addTopicSubTopics(b, oTopicSubTopics);
    Catalog.addVenueNames(b, oVenueNames);
    return Catalog.endCatalog(b);
  }

  /** The entries of a {@code map<i32, string>} as IntString tables, in the map's order. */
  private static int[] intStrings(FlatBufferBuilder b, Map<Integer, String> map) {
    int[] out = new int[map.size()];
    int n = 0;
    for (Map.Entry<Integer, String> e : map.entrySet()) {
      int value = b.createString(e.getValue());
      out[n++] = IntString.createIntString(b, e.getKey(), value);
    }
    return out;
  }

  static citm.Catalog readCatalog(Catalog t) {
    IntString s = new IntString();
    Map<Integer, String> areaNames = new LinkedHashMap<>();
    for (int i = 0, n = t.areaNamesLength(); i < n; i++) {
      t.areaNames(s, i);
      areaNames.put(s.key(), s.value());
    }
    Map<Integer, String> audienceSubCategoryNames = new LinkedHashMap<>();
    for (int i = 0, n = t.audienceSubCategoryNamesLength(); i < n; i++) {
      t.audienceSubCategoryNames(s, i);
      audienceSubCategoryNames.put(s.key(), s.value());
    }
    Map<Integer, String> blockNames = new LinkedHashMap<>();
    for (int i = 0, n = t.blockNamesLength(); i < n; i++) {
      t.blockNames(s, i);
      blockNames.put(s.key(), s.value());
    }
    Map<Integer, citm.Event> events = new LinkedHashMap<>();
    IntEvent ie = new IntEvent();
    Event ev = new Event();
    for (int i = 0, n = t.eventsLength(); i < n; i++) {
      t.events(ie, i);
      events.put(ie.key(), readEvent(ie.value(ev)));
    }
    Performance p = new Performance();
    List<citm.Performance> performances =
        list(t.performancesLength(), i -> readPerformance(t.performances(p, i)));
    Map<Integer, String> seatCategoryNames = new LinkedHashMap<>();
    for (int i = 0, n = t.seatCategoryNamesLength(); i < n; i++) {
      t.seatCategoryNames(s, i);
      seatCategoryNames.put(s.key(), s.value());
    }
    Map<Integer, String> subTopicNames = new LinkedHashMap<>();
    for (int i = 0, n = t.subTopicNamesLength(); i < n; i++) {
      t.subTopicNames(s, i);
      subTopicNames.put(s.key(), s.value());
    }
    Map<Integer, String> subjectNames = new LinkedHashMap<>();
    for (int i = 0, n = t.subjectNamesLength(); i < n; i++) {
      t.subjectNames(s, i);
      subjectNames.put(s.key(), s.value());
    }
    Map<Integer, String> topicNames = new LinkedHashMap<>();
    for (int i = 0, n = t.topicNamesLength(); i < n; i++) {
      t.topicNames(s, i);
      topicNames.put(s.key(), s.value());
    }
    Map<Integer, List<Integer>> topicSubTopics = new LinkedHashMap<>();
    IntInts ii = new IntInts();
    for (int i = 0, n = t.topicSubTopicsLength(); i < n; i++) {
      t.topicSubTopics(ii, i);
      topicSubTopics.put(ii.key(), ints(ii.valueLength(), ii::value));
    }
    Map<String, String> venueNames = new LinkedHashMap<>();
    StringString ss = new StringString();
    for (int i = 0, n = t.venueNamesLength(); i < n; i++) {
      t.venueNames(ss, i);
      venueNames.put(ss.key(), ss.value());
    }
    return new citm.Catalog(
        areaNames,
        audienceSubCategoryNames,
        blockNames,
        events,
        performances,
        seatCategoryNames,
        subTopicNames,
        subjectNames,
        topicNames,
        topicSubTopics,
        venueNames,
        null);
  }

  static int writeEvent(FlatBufferBuilder b, citm.Event v) {
    int oDescription = v.description() == null ? 0 : b.createString(v.description());
    int oLogo = v.logo() == null ? 0 : b.createString(v.logo());
    int oName = b.createString(v.name());
    int oSubTopicIds = Event.createSubTopicIdsVector(b, intArray(v.subTopicIds()));
    int oSubjectCode = v.subjectCode() == null ? 0 : b.createString(v.subjectCode());
    int oSubtitle = v.subtitle() == null ? 0 : b.createString(v.subtitle());
    int oTopicIds = Event.createTopicIdsVector(b, intArray(v.topicIds()));
    Event.startEvent(b);
    if (oDescription != 0) {
      Event.addDescription(b, oDescription);
    }
    Event.addId(b, v.id());
    if (oLogo != 0) {
      Event.addLogo(b, oLogo);
    }
    Event.addName(b, oName);
    Event.addSubTopicIds(b, oSubTopicIds);
    if (oSubjectCode != 0) {
      Event.addSubjectCode(b, oSubjectCode);
    }
    if (oSubtitle != 0) {
      Event.addSubtitle(b, oSubtitle);
    }
    Event.addTopicIds(b, oTopicIds);
    return Event.endEvent(b);
  }

  static citm.Event readEvent(Event t) {
    return new citm.Event(
        t.description(),
        t.id(),
        t.logo(),
        t.name(),
        ints(t.subTopicIdsLength(), t::subTopicIds),
        t.subjectCode(),
        t.subtitle(),
        ints(t.topicIdsLength(), t::topicIds),
        null);
  }

  static int writePerformance(FlatBufferBuilder b, citm.Performance v) {
    int oLogo = v.logo() == null ? 0 : b.createString(v.logo());
    int oName = v.name() == null ? 0 : b.createString(v.name());
    List<citm.Price> prices = v.prices();
    int[] aPrices = new int[prices.size()];
    for (int i = 0; i < aPrices.length; i++) {
      citm.Price price = prices.get(i);
      aPrices[i] =
          Price.createPrice(
              b, price.amount(), price.audienceSubCategoryId(), price.seatCategoryId());
    }
    int oPrices = Performance.createPricesVector(b, aPrices);
    List<citm.SeatCategory> seatCategories = v.seatCategories();
    int[] aSeatCategories = new int[seatCategories.size()];
    for (int i = 0; i < aSeatCategories.length; i++) {
      aSeatCategories[i] = writeSeatCategory(b, seatCategories.get(i));
    }
    int oSeatCategories = Performance.createSeatCategoriesVector(b, aSeatCategories);
    int oSeatMapImage = v.seatMapImage() == null ? 0 : b.createString(v.seatMapImage());
    int oVenueCode = b.createString(v.venueCode());
    Performance.startPerformance(b);
    Performance.addEventId(b, v.eventId());
    Performance.addId(b, v.id());
    if (oLogo != 0) {
      Performance.addLogo(b, oLogo);
    }
    if (oName != 0) {
      Performance.addName(b, oName);
    }
    Performance.addPrices(b, oPrices);
    Performance.addSeatCategories(b, oSeatCategories);
    if (oSeatMapImage != 0) {
      Performance.addSeatMapImage(b, oSeatMapImage);
    }
    Performance.addStart(b, v.start());
    Performance.addVenueCode(b, oVenueCode);
    return Performance.endPerformance(b);
  }

  static citm.Performance readPerformance(Performance t) {
    Price p = new Price();
    SeatCategory sc = new SeatCategory();
    return new citm.Performance(
        t.eventId(),
        t.id(),
        t.logo(),
        t.name(),
        list(
            t.pricesLength(),
            i -> {
              t.prices(p, i);
              return new citm.Price(
                  p.amount(), p.audienceSubCategoryId(), p.seatCategoryId(), null);
            }),
        list(t.seatCategoriesLength(), i -> readSeatCategory(t.seatCategories(sc, i))),
        t.seatMapImage(),
        t.start(),
        t.venueCode(),
        null);
  }

  static int writeSeatCategory(FlatBufferBuilder b, citm.SeatCategory v) {
    List<citm.Area> areas = v.areas();
    int[] aAreas = new int[areas.size()];
    for (int i = 0; i < aAreas.length; i++) {
      citm.Area area = areas.get(i);
      int oBlockIds = Area.createBlockIdsVector(b, intArray(area.blockIds()));
      aAreas[i] = Area.createArea(b, area.areaId(), oBlockIds);
    }
    int oAreas = SeatCategory.createAreasVector(b, aAreas);
    return SeatCategory.createSeatCategory(b, oAreas, v.seatCategoryId());
  }

  static citm.SeatCategory readSeatCategory(SeatCategory t) {
    Area a = new Area();
    return new citm.SeatCategory(
        list(
            t.areasLength(),
            i -> {
              t.areas(a, i);
              return new citm.Area(a.areaId(), ints(a.blockIdsLength(), a::blockIds), null);
            }),
        t.seatCategoryId(),
        null);
  }
}
