package dev.bale.runtime;

import dev.bale.runtime.internal.CompactSink;
import dev.bale.runtime.internal.CompactSource;
import java.util.ArrayList;
import java.util.List;

/** Two versions of one message, and a generic list holder, for evolution tests. */
final class EvolutionTypes {
  private EvolutionTypes() {}

  /** v1: {@code message Person { string name = 1; }}. No flag bits. */
  record PersonV1(String name, UnknownFields unknown) {
    static final CompactType<PersonV1> TYPE =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "evo.Person";
          }

          @Override
          public String fieldName(int id) {
            return id == 1 ? "name" : null;
          }

          @Override
          public void write(CompactSink w, PersonV1 v) {
            if (!w.beginMessage(v, this)) {
              return;
            }
            w.writeString(v.name);
            w.endMessage(v.unknown);
          }

          @Override
          public PersonV1 read(CompactSource r) {
            PersonV1 shared = r.beginMessage(this);
            if (shared != null) {
              return shared;
            }
            String name = "";
            if (r.hasMore()) {
              r.field(1);
              name = r.readString();
            }
            return new PersonV1(name, r.endMessage(0));
          }
        };
  }

  /**
   * v2: {@code message Person { string name = 1; string? nick = 2; bool admin = 3; string email =
   * 4; }}. Flag bits: 0 = nick presence, 1 = admin.
   */
  record PersonV2(String name, String nick, boolean admin, String email, UnknownFields unknown) {
    PersonV2(String name, String nick, boolean admin, String email) {
      this(name, nick, admin, email, null);
    }

    static final CompactType<PersonV2> TYPE =
        new CompactType<>() {
          @Override
          public String schemaName() {
            return "evo.Person";
          }

          @Override
          public String fieldName(int id) {
            switch (id) {
              case 1:
                return "name";
              case 2:
                return "nick";
              case 3:
                return "admin";
              case 4:
                return "email";
              default:
                return null;
            }
          }

          @Override
          public void write(CompactSink w, PersonV2 v) {
            if (!w.beginMessage(v, this)) {
              return;
            }
            w.flag(v.nick != null);
            w.flag(v.admin);
            w.writeString(v.name);
            if (v.nick != null) {
              w.writeString(v.nick);
            }
            w.writeString(v.email);
            w.endMessage(v.unknown);
          }

          @Override
          public PersonV2 read(CompactSource r) {
            PersonV2 shared = r.beginMessage(this);
            if (shared != null) {
              return shared;
            }
            boolean hasNick = r.flag(0);
            boolean admin = r.flag(1);
            String name = "";
            String nick = null;
            String email = "";
            if (r.hasMore()) {
              r.field(1);
              name = r.readString();
            }
            if (hasNick && r.hasMore()) {
              r.field(2);
              nick = r.readString();
            }
            if (r.hasMore()) {
              r.field(4);
              email = r.readString();
            }
            return new PersonV2(name, nick, admin, email, r.endMessage(2));
          }
        };
  }

  /** {@code message People { list<P> people = 1; }} over any element message type. */
  record People<P>(List<P> people) {
    static <P> CompactType<People<P>> type(CompactType<P> element) {
      return new CompactType<>() {
        @Override
        public String schemaName() {
          return "evo.People";
        }

        @Override
        public String fieldName(int id) {
          return id == 1 ? "people" : null;
        }

        @Override
        public void write(CompactSink w, People<P> v) {
          if (!w.beginMessage(v, this)) {
            return;
          }
          w.beginComposite();
          w.writeCount(v.people.size());
          for (P p : v.people) {
            element.write(w, p);
          }
          w.endComposite();
          w.endMessage(null);
        }

        @Override
        public People<P> read(CompactSource r) {
          People<P> shared = r.beginMessage(this);
          if (shared != null) {
            return shared;
          }
          List<P> list = new ArrayList<>();
          if (r.hasMore()) {
            r.field(1);
            r.beginComposite(null);
            int n = r.readCount(1);
            for (int i = 0; i < n; i++) {
              r.element(i);
              list.add(element.read(r));
            }
            r.endComposite();
          }
          r.endMessage(0);
          return new People<>(list);
        }
      };
    }
  }
}
