package dev.bale.conformance.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * {@code bale-runtime} is what every user's generated code links against, so it has no dependencies
 * at all (DESIGN.md): anything it pulled in would become every user's problem (version conflicts,
 * CVEs, Android size). Test-scoped dependencies are fine. The parent POM is checked too, because
 * {@code <dependencies>} declared there are inherited by every module.
 */
class RuntimeHasNoDependenciesTest {

  @Test
  void runtimeDeclaresOnlyTestDependencies() throws Exception {
    Document pom = parse(RepoRoot.get().resolve("bale-runtime/pom.xml"));
    assertEquals("bale-runtime", childText(pom.getDocumentElement(), "artifactId"));
    assertEquals(List.of(), nonTestDependencies(pom), "bale-runtime must have no dependencies");
  }

  @Test
  void parentDeclaresNoInheritedDependencies() throws Exception {
    Document pom = parse(RepoRoot.get().resolve("pom.xml"));
    assertTrue(
        nonTestDependencies(pom).isEmpty(),
        "the parent POM's <dependencies> are inherited by bale-runtime; use"
            + " <dependencyManagement> instead: "
            + nonTestDependencies(pom));
  }

  /** {@code groupId:artifactId (scope)} of each direct {@code project/dependencies/dependency}. */
  private static List<String> nonTestDependencies(Document pom) {
    List<String> found = new ArrayList<>();
    Element deps = child(pom.getDocumentElement(), "dependencies");
    if (deps == null) {
      return found;
    }
    for (Node n = deps.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element && ((Element) n).getTagName().equals("dependency")) {
        Element dep = (Element) n;
        String scope = childText(dep, "scope");
        if (!"test".equals(scope)) {
          found.add(
              childText(dep, "groupId")
                  + ":"
                  + childText(dep, "artifactId")
                  + " ("
                  + (scope == null ? "compile" : scope)
                  + ")");
        }
      }
    }
    return found;
  }

  private static Document parse(Path file) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(false);
    // A POM never needs a DTD or external entities; refuse them.
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
    f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    DocumentBuilder b = f.newDocumentBuilder();
    return b.parse(file.toFile());
  }

  private static Element child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element && ((Element) n).getTagName().equals(name)) {
        return (Element) n;
      }
    }
    return null;
  }

  private static String childText(Element parent, String name) {
    Element e = child(parent, name);
    return e == null ? null : e.getTextContent().trim();
  }
}
