package dev.bale.benchmarks.suite;

import com.google.flatbuffers.DoubleVector;
import com.google.flatbuffers.FlatBufferBuilder;
import dev.bale.benchmarks.peers.fbs.canada.Feature;
import dev.bale.benchmarks.peers.fbs.canada.FeatureCollection;
import dev.bale.benchmarks.peers.fbs.canada.Geometry;
import dev.bale.benchmarks.peers.fbs.canada.Properties;
import dev.bale.benchmarks.peers.fbs.canada.Ring;
import dev.bale.runtime.DoubleList;
import java.util.ArrayList;
import java.util.List;

/**
 * FlatBuffers-java adapter of the canada border ({@code testdata/peers/fbs/canada.fbs}), written
 * like {@link FlatAdapters}. The schema stores a ring of {@code [lon, lat]} points as one vector of
 * doubles {@code lon, lat, lon, lat, ...}: encode flattens each ring of the record straight into
 * the builder (a point that is not two numbers is an error, never silently dropped), decode splits
 * the vector back into two-element points.
 */
final class FlatCanada {
  private FlatCanada() {}

  static int writeFeatureCollection(FlatBufferBuilder b, canada.FeatureCollection v) {
    int oType = b.createString(v.type());
    List<canada.Feature> features = v.features();
    int[] aFeatures = new int[features.size()];
    for (int i = 0; i < aFeatures.length; i++) {
      aFeatures[i] = writeFeature(b, features.get(i));
    }
    int oFeatures = FeatureCollection.createFeaturesVector(b, aFeatures);
    return FeatureCollection.createFeatureCollection(b, oType, oFeatures);
  }

  static canada.FeatureCollection readFeatureCollection(FeatureCollection t) {
    Feature f = new Feature();
    List<canada.Feature> features = new ArrayList<>(t.featuresLength());
    for (int i = 0, n = t.featuresLength(); i < n; i++) {
      features.add(readFeature(t.features(f, i)));
    }
    return new canada.FeatureCollection(t.type(), features, null);
  }

  static int writeFeature(FlatBufferBuilder b, canada.Feature v) {
    int oType = b.createString(v.type());
    int oProperties = Properties.createProperties(b, b.createString(v.properties().name()));
    int oGeometry = writeGeometry(b, v.geometry());
    return Feature.createFeature(b, oType, oProperties, oGeometry);
  }

  static canada.Feature readFeature(Feature t) {
    return new canada.Feature(
        t.type(),
        new canada.Properties(t.properties().name(), null),
        readGeometry(t.geometry()),
        null);
  }

  static int writeGeometry(FlatBufferBuilder b, canada.Geometry v) {
    int oType = b.createString(v.type());
    List<List<List<Double>>> rings = v.coordinates();
    int[] aRings = new int[rings.size()];
    for (int i = 0; i < aRings.length; i++) {
      List<List<Double>> ring = rings.get(i);
      int n = ring.size();
      Ring.startXyVector(b, 2 * n);
      for (int j = n - 1; j >= 0; j--) { // a vector is built from its end
        List<Double> point = ring.get(j);
        if (point.size() != 2) {
          throw new IllegalArgumentException("canada: a point is not [lon, lat]: " + point);
        }
        b.addDouble(coordinate(point, 1));
        b.addDouble(coordinate(point, 0));
      }
      aRings[i] = Ring.createRing(b, b.endVector());
    }
    int oCoordinates = Geometry.createCoordinatesVector(b, aRings);
    return Geometry.createGeometry(b, oType, oCoordinates);
  }

  /** Element {@code i} of a record's {@code list<f64>} (a {@link DoubleList}: no unboxing). */
  private static double coordinate(List<Double> point, int i) {
    return point instanceof DoubleList d ? d.getDouble(i) : point.get(i);
  }

  static canada.Geometry readGeometry(Geometry t) {
    Ring r = new Ring();
    DoubleVector xy = new DoubleVector();
    int rings = t.coordinatesLength();
    List<List<List<Double>>> coordinates = new ArrayList<>(rings);
    for (int i = 0; i < rings; i++) {
      t.coordinates(r, i).xyVector(xy);
      int n = xy.length() / 2;
      List<List<Double>> ring = new ArrayList<>(n);
      for (int j = 0; j < n; j++) {
        ring.add(DoubleList.of(xy.get(2 * j), xy.get(2 * j + 1)));
      }
      coordinates.add(ring);
    }
    return new canada.Geometry(t.type(), coordinates, null);
  }
}
