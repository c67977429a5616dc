package example;

import io.micronaut.runtime.Micronaut;

/** The service's entry point. */
public class Application {
  public static void main(String[] args) {
    Micronaut.run(Application.class, args);
  }
}
