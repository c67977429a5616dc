package dev.bale.schema.parse;

import dev.bale.schema.model.Location;
import dev.bale.schema.model.ScalarKind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Supplier;

/**
 * Recursive-descent parser for one schema file (grammar in {@code docs/spec/SCHEMA.md}).
 *
 * <p>Syntax errors are reported to the sink and the parser resynchronizes (at the next {@code ;}
 * inside a declaration body, at the next top-level keyword otherwise), so one run finds the
 * independent syntax errors of a file. After a lexical error the file is not parsed at all: the
 * token stream would only produce follow-on errors.
 */
public final class Parser {
  /**
   * The statement and type keywords: they cannot name a package or a declaration (a type name must
   * not read like a keyword), but they may name a field, union case or enum value, where the
   * grammar never expects a keyword. (Names that are reserved in Java or TypeScript are rejected
   * later by the checker, with a clearer message.)
   */
  public static final Set<String> KEYWORDS;

  static {
    List<String> k =
        new ArrayList<>(
            List.of("package", "import", "message", "struct", "enum", "union", "list", "map"));
    for (ScalarKind s : ScalarKind.values()) {
      k.add(s.keyword());
    }
    KEYWORDS = Set.copyOf(k);
  }

  private static final Set<String> STATEMENT_WORDS =
      Set.of("package", "import", "message", "struct", "enum", "union");

  /** Thrown to unwind to the nearest recovery point after an error has been reported. */
  private static final class SyntaxError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SyntaxError() {
      super(null, null, false, false);
    }
  }

  /** Deepest list/map nesting accepted; keeps every recursive pass over types shallow. */
  static final int MAX_TYPE_DEPTH = 32;

  private final String file;
  private int typeDepth;
  private final BiConsumer<Location, String> errors;
  private final List<Token> tokens;
  private int p;

  private Parser(String file, List<Token> tokens, BiConsumer<Location, String> errors) {
    this.file = file;
    this.tokens = tokens;
    this.errors = errors;
  }

  /**
   * Parses {@code text}. Errors go to {@code errors}; the returned tree holds everything that
   * parsed cleanly and is meaningful only when no error was reported.
   */
  public static FileElement parse(String file, String text, BiConsumer<Location, String> errors) {
    int[] lexErrors = {0};
    List<Token> tokens =
        Lexer.tokenize(
            file,
            text,
            (loc, msg) -> {
              lexErrors[0]++;
              errors.accept(loc, msg);
            });
    if (lexErrors[0] > 0) {
      return new FileElement(file, null, null, List.of(), List.of(), List.of());
    }
    return new Parser(file, tokens, errors).file();
  }

  private Token peek() {
    return tokens.get(p);
  }

  private Token advance() {
    Token t = tokens.get(p);
    if (t.kind() != Token.Kind.EOF) {
      p++;
    }
    return t;
  }

  private boolean accept(String punct) {
    if (peek().kind() == Token.Kind.PUNCT && peek().text().equals(punct)) {
      p++;
      return true;
    }
    return false;
  }

  private SyntaxError fail(Token at, String message) {
    errors.accept(at.location(), message);
    return new SyntaxError();
  }

  private Token expect(String punct, String context) {
    Token t = peek();
    if (t.kind() == Token.Kind.PUNCT && t.text().equals(punct)) {
      return advance();
    }
    throw fail(t, "expected '" + punct + "'" + context + " but found " + t.describe());
  }

  /**
   * Whether the next token starts a statement ({@code package}, {@code import} or a declaration). A
   * statement word followed by {@code =} is a member named like a keyword ({@code message = 1;} in
   * an enum, {@code string message = 2;} seen while recovering), not a statement.
   */
  private boolean atStatementWord() {
    Token t = peek();
    return t.kind() == Token.Kind.IDENT
        && STATEMENT_WORDS.contains(t.text())
        && !tokens.get(Math.min(p + 1, tokens.size() - 1)).is("=");
  }

  /** Any identifier, keywords included: the name of a field, union case or enum value. */
  private Token expectMemberName(String what) {
    Token t = peek();
    if (t.kind() == Token.Kind.IDENT) {
      return advance();
    }
    throw fail(t, "expected " + what + " but found " + t.describe());
  }

  /** An identifier that is not a keyword. */
  private Token expectName(String what) {
    Token t = peek();
    if (t.kind() == Token.Kind.IDENT) {
      if (KEYWORDS.contains(t.text())) {
        throw fail(t, "expected " + what + " but found keyword '" + t.text() + "'");
      }
      return advance();
    }
    throw fail(t, "expected " + what + " but found " + t.describe());
  }

  private FileElement file() {
    List<String> doc = peek().is("package") ? peek().doc() : List.of();
    String packageName = null;
    Location packageLocation = null;
    Location firstStatement = null;
    List<ImportElement> imports = new ArrayList<>();
    List<DeclElement> decls = new ArrayList<>();
    TypeElement root = null;
    List<ServiceElement> services = new ArrayList<>();
    while (peek().kind() != Token.Kind.EOF) {
      int start = p;
      Token t = peek();
      try {
        if (t.is("package")) {
          advance();
          Token nameStart = peek();
          String name = qualifiedName("package name");
          expect(";", " after the package name");
          if (packageName != null) {
            errors.accept(
                t.location(),
                "duplicate package declaration (first at "
                    + packageLocation.line()
                    + ":"
                    + packageLocation.column()
                    + ")");
          } else {
            if (firstStatement != null) {
              errors.accept(t.location(), "'package' must be the first statement of the file");
            }
            packageName = name;
            packageLocation = nameStart.location();
          }
        } else {
          if (firstStatement == null) {
            firstStatement = t.location();
          }
          if (t.is("import")) {
            advance();
            Token path = peek();
            if (path.kind() != Token.Kind.STRING) {
              throw fail(
                  path, "expected a file name string after 'import' but found " + path.describe());
            }
            advance();
            expect(";", " after the import");
            imports.add(new ImportElement(path.text(), path.location()));
          } else if (t.kind() == Token.Kind.IDENT
              && (t.is("message") || t.is("struct") || t.is("enum") || t.is("union"))) {
            decls.add(decl());
          } else if (t.is("root")) {
            // `root` is a statement only here, at the top level: elsewhere it is a name like any.
            advance();
            TypeElement type = type();
            expect(";", " after the root type");
            if (root != null) {
              errors.accept(
                  t.location(),
                  "duplicate root statement (first at "
                      + root.location().line()
                      + ":"
                      + root.location().column()
                      + ")");
            } else {
              root = type;
            }
          } else if (t.is("service")) {
            // Like `root`, a statement word only here: elsewhere `service` is a name like any.
            services.add(service());
          } else {
            throw fail(
                t,
                "expected 'message', 'struct', 'enum', 'union' or 'import' but found "
                    + t.describe());
          }
        }
      } catch (SyntaxError e) {
        if (p == start) {
          advance();
        }
        while (peek().kind() != Token.Kind.EOF && !atStatementWord()) {
          advance();
        }
      }
    }
    if (packageName == null) {
      Location at = firstStatement != null ? firstStatement : new Location(file, 1, 1);
      errors.accept(at, "missing package declaration: a file must start with 'package <name>;'");
    }
    return new FileElement(
        file,
        packageName,
        packageLocation,
        List.copyOf(imports),
        List.copyOf(decls),
        doc,
        root,
        List.copyOf(services));
  }

  /**
   * {@code service Name { rpc Method([stream] Request) returns ([stream] Response) [options]; ...
   * }}. A syntax error inside the body skips to the next {@code ;} (the next method), as in a
   * declaration.
   */
  private ServiceElement service() {
    Token keyword = advance();
    Token name = expectName("service name");
    expect("{", " after service '" + name.text() + "'");
    List<ServiceElement.Rpc> rpcs = body("service '" + name.text() + "'", this::rpc);
    return new ServiceElement(name.text(), name.location(), keyword.doc(), rpcs);
  }

  private ServiceElement.Rpc rpc() {
    Token rpc = peek();
    if (!rpc.is("rpc")) {
      throw fail(rpc, "expected 'rpc' or '}' but found " + rpc.describe());
    }
    advance();
    Token name = expectMemberName("method name");
    String after = " after method '" + name.text() + "'";
    expect("(", after);
    boolean requestStream = streamWord();
    TypeElement request = type();
    expect(")", " after the request type");
    Token returns = peek();
    if (!returns.is("returns")) {
      throw fail(returns, "expected 'returns'" + after + " but found " + returns.describe());
    }
    advance();
    expect("(", " after 'returns'");
    boolean responseStream = streamWord();
    TypeElement response = type();
    expect(")", " after the response type");
    List<OptionElement> options = accept("[") ? options() : List.of();
    expect(";", after);
    return new ServiceElement.Rpc(
        name.text(),
        name.location(),
        rpc.doc(),
        request,
        requestStream,
        response,
        responseStream,
        options);
  }

  /**
   * Takes {@code stream} when a type name follows it: {@code (stream)} and {@code (stream.Tick)}
   * name types.
   */
  private boolean streamWord() {
    if (peek().is("stream")
        && tokens.get(Math.min(p + 1, tokens.size() - 1)).kind() == Token.Kind.IDENT) {
      advance();
      return true;
    }
    return false;
  }

  /**
   * Parses {@code text} as one type ({@code list<github.Event>}, {@code map<string, Repo>}, {@code
   * i32}, a name), as written in a schema; errors go to {@code errors}. Returns null after an
   * error.
   */
  public static TypeElement parseType(
      String file, String text, BiConsumer<Location, String> errors) {
    int[] count = {0};
    BiConsumer<Location, String> counting =
        (loc, msg) -> {
          count[0]++;
          errors.accept(loc, msg);
        };
    List<Token> tokens = Lexer.tokenize(file, text, counting);
    if (count[0] > 0) {
      return null;
    }
    Parser parser = new Parser(file, tokens, counting);
    try {
      TypeElement t = parser.type();
      if (parser.peek().kind() != Token.Kind.EOF) {
        throw parser.fail(
            parser.peek(), "unexpected " + parser.peek().describe() + " after the type");
      }
      return t;
    } catch (SyntaxError e) {
      return null;
    }
  }

  private String qualifiedName(String what) {
    StringBuilder sb = new StringBuilder(expectName(what).text());
    while (accept(".")) {
      sb.append('.').append(expectName(what + " segment").text());
    }
    return sb.toString();
  }

  private DeclElement decl() {
    Token keyword = advance();
    DeclElement.Kind kind =
        DeclElement.Kind.valueOf(keyword.text().toUpperCase(java.util.Locale.ROOT));
    Token name = expectName(keyword.text() + " name");
    String context = " after " + keyword.text() + " '" + name.text() + "'";
    expect("{", context);
    List<MemberElement> members =
        body(keyword.text() + " '" + name.text() + "'", () -> member(kind));
    return new DeclElement(kind, name.text(), name.location(), keyword.doc(), members);
  }

  /**
   * The items of a body whose {@code {} was read, each parsed by {@code item}, and its {@code }}. A
   * missing {@code }} (the end of the file or the next statement found first) is reported and the
   * items so far kept: the outer loop continues with the statement stopped at. After a syntax error
   * in an item the parser skips to the next {@code ;} (the next item) or the body's end.
   *
   * @param owner the body's owner in the missing-brace message ({@code message 'Image'})
   */
  private <T> List<T> body(String owner, Supplier<T> item) {
    List<T> items = new ArrayList<>();
    while (true) {
      Token t = peek();
      if (t.is("}")) {
        advance();
        break;
      }
      if (t.kind() == Token.Kind.EOF || atStatementWord()) {
        errors.accept(
            t.location(), "expected '}' to close " + owner + " but found " + t.describe());
        break;
      }
      int start = p;
      try {
        items.add(item.get());
      } catch (SyntaxError e) {
        if (p == start && !peek().is("}") && !atStatementWord()) {
          advance();
        }
        while (peek().kind() != Token.Kind.EOF && !peek().is("}") && !atStatementWord()) {
          if (advance().is(";")) {
            break;
          }
        }
      }
    }
    return List.copyOf(items);
  }

  private MemberElement member(DeclElement.Kind kind) {
    List<String> doc = peek().doc();
    if (kind == DeclElement.Kind.ENUM) {
      Token name = expectMemberName("enum value name");
      expect("=", " after '" + name.text() + "'");
      Token idToken = peek();
      BigInteger id = integer("enum value number");
      expect(";", " after the enum value");
      return new MemberElement(
          null, false, name.text(), name.location(), id, idToken.location(), List.of(), doc);
    }
    String what = kind == DeclElement.Kind.UNION ? "case" : "field";
    TypeElement type = type();
    boolean optional = accept("?");
    Token name = expectMemberName(what + " name");
    expect("=", " after " + what + " name '" + name.text() + "'");
    Token idToken = peek();
    BigInteger id = integer(what + " id");
    List<OptionElement> options =
        kind != DeclElement.Kind.UNION && accept("[") ? options() : List.of();
    expect(";", " after " + what + " '" + name.text() + "'");
    return new MemberElement(
        type, optional, name.text(), name.location(), id, idToken.location(), options, doc);
  }

  /** {@code option { "," option } "]"}, after its {@code [}. */
  private List<OptionElement> options() {
    List<OptionElement> options = new ArrayList<>();
    do {
      Token optName = peek();
      if (optName.kind() != Token.Kind.IDENT) {
        throw fail(optName, "expected an option name but found " + optName.describe());
      }
      advance();
      LiteralElement value = accept("=") ? literal() : null;
      options.add(new OptionElement(optName.text(), optName.location(), value));
    } while (accept(","));
    expect("]", " after the options");
    return List.copyOf(options);
  }

  /** An integer, possibly negative (so that range errors can name the value). */
  private BigInteger integer(String what) {
    Token t = peek();
    boolean negative = false;
    if (t.is("-")) {
      advance();
      negative = true;
    }
    Token n = peek();
    if (n.kind() != Token.Kind.INT || (negative && n.offset() != t.offset() + 1)) {
      throw fail(n, "expected " + what + " (an integer) but found " + n.describe());
    }
    advance();
    BigInteger v = parseInt(n.text());
    return negative ? v.negate() : v;
  }

  private static BigInteger parseInt(String s) {
    if (s.startsWith("0x") || s.startsWith("0X")) {
      return new BigInteger(s.substring(2), 16);
    }
    return new BigInteger(s);
  }

  private LiteralElement literal() {
    Token t = peek();
    switch (t.kind()) {
      case INT -> {
        advance();
        return new LiteralElement(
            LiteralElement.Kind.INT, parseInt(t.text()), t.text(), t.location());
      }
      case FLOAT -> {
        advance();
        return new LiteralElement(
            LiteralElement.Kind.FLOAT, Double.parseDouble(t.text()), t.text(), t.location());
      }
      case STRING -> {
        advance();
        return new LiteralElement(LiteralElement.Kind.STRING, t.text(), t.text(), t.location());
      }
      case IDENT -> {
        advance();
        return new LiteralElement(LiteralElement.Kind.IDENT, t.text(), t.text(), t.location());
      }
      default -> {
        if (t.is("-")) {
          advance();
          Token n = peek();
          if (n.offset() == t.offset() + 1) {
            if (n.kind() == Token.Kind.INT) {
              advance();
              return new LiteralElement(
                  LiteralElement.Kind.INT,
                  parseInt(n.text()).negate(),
                  "-" + n.text(),
                  t.location());
            }
            if (n.kind() == Token.Kind.FLOAT) {
              advance();
              return new LiteralElement(
                  LiteralElement.Kind.FLOAT,
                  -Double.parseDouble(n.text()),
                  "-" + n.text(),
                  t.location());
            }
            if (n.is("inf")) {
              advance();
              return new LiteralElement(
                  LiteralElement.Kind.FLOAT, Double.NEGATIVE_INFINITY, "-inf", t.location());
            }
          }
          throw fail(n, "expected a number right after '-' but found " + n.describe());
        }
        throw fail(t, "expected a value but found " + t.describe());
      }
    }
  }

  private TypeElement type() {
    typeDepth++;
    try {
      return typeInner();
    } finally {
      typeDepth--;
    }
  }

  private TypeElement typeInner() {
    Token t = peek();
    if (typeDepth > MAX_TYPE_DEPTH) {
      throw fail(t, "type nested too deeply (more than " + MAX_TYPE_DEPTH + " levels)");
    }
    if (t.kind() != Token.Kind.IDENT) {
      throw fail(t, "expected a type but found " + t.describe());
    }
    ScalarKind scalar = ScalarKind.ofKeyword(t.text());
    if (scalar != null) {
      advance();
      return new TypeElement.Scalar(scalar, t.location());
    }
    if (t.is("list")) {
      advance();
      expect("<", " after 'list'");
      TypeElement element = type();
      noOptionalInside("list");
      expect(">", " to close 'list<'");
      return new TypeElement.ListOf(element, t.location());
    }
    if (t.is("map")) {
      advance();
      expect("<", " after 'map'");
      TypeElement key = type();
      noOptionalInside("map");
      expect(",", " after the map key type");
      TypeElement value = type();
      noOptionalInside("map");
      expect(">", " to close 'map<'");
      return new TypeElement.MapOf(key, value, t.location());
    }
    if (KEYWORDS.contains(t.text())) {
      throw fail(t, "expected a type but found keyword '" + t.text() + "'");
    }
    return new TypeElement.Named(qualifiedName("type name"), t.location());
  }

  private void noOptionalInside(String container) {
    Token q = peek();
    if (q.is("?")) {
      throw fail(
          q,
          "'?' is not allowed inside "
              + container
              + "<...>: elements, keys and values cannot be optional");
    }
  }
}
