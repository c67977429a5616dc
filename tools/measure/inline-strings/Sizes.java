import dev.bale.benchmarks.suite.Cases;
public class Sizes {
  public static void main(String[] a) {
    String[] sets = {"media.1","media.2","media.3","media.4","twitter","citm","canada","repos","google_message1","google_message2","price.small","price.medium","price.large"};
    for (String s : sets) {
      for (String c : a) {
        try {
          var k = Cases.create(s + "/" + c);
          System.out.println(s + "/" + c + " " + k.encode().length + " " + java.util.Arrays.hashCode(k.encode()));
        } catch (Throwable e) { System.out.println(s + "/" + c + " ERR " + e); }
      }
    }
  }
}
