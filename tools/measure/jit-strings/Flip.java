public class Flip {
  public static void main(String[] a) throws Exception {
    Thread t = new Thread(() -> {
      try {
        Thread.sleep(Long.getLong("flip.ms", 2000));
        Class.forName("dev.bale.runtime.internal.Utf8").getField("ablate").setBoolean(null, true);
        System.err.println("ablate on at " + System.getProperty("flip.ms", "2000") + " ms");
      } catch (Exception e) { throw new RuntimeException(e); }
    });
    t.setDaemon(true);
    t.start();
    dev.bale.benchmarks.suite.GoalAb.main(a);
  }
}
