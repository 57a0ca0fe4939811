//! The little SQL both databases share: plain values in and out, `?` placeholders (turned
//! into PostgreSQL's `$1`, `$2`… there), and one connection type over SQLite and
//! PostgreSQL. The queries are written once in SQL both understand.

use std::fmt::Write as _;

use crate::web::StoreError;

/// One value bound to a statement or read from a row.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    /// A whole number (`BIGINT`).
    Int(i64),
    /// A real number (`DOUBLE PRECISION`).
    Real(f64),
    /// Text.
    Text(String),
    /// A missing whole number.
    NoInt,
    /// A missing real number.
    NoReal,
    /// A missing text.
    NoText,
}

impl Value {
    /// The whole number, 0 when missing or of another kind.
    pub(crate) fn int(&self) -> i64 {
        match self {
            Value::Int(n) => *n,
            Value::Real(x) => *x as i64,
            _ => 0,
        }
    }

    /// The real number, if there is one.
    pub(crate) fn real(&self) -> Option<f64> {
        match self {
            Value::Real(x) => Some(*x),
            Value::Int(n) => Some(*n as f64),
            _ => None,
        }
    }

    /// The text, if there is one.
    pub(crate) fn text(&self) -> Option<&str> {
        match self {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }

    /// The text, empty when missing.
    pub(crate) fn string(&self) -> String {
        self.text().unwrap_or_default().to_string()
    }
}

impl From<i64> for Value {
    fn from(n: i64) -> Value {
        Value::Int(n)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.to_string())
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::Text(text)
    }
}

impl From<Option<String>> for Value {
    fn from(text: Option<String>) -> Value {
        text.map_or(Value::NoText, Value::Text)
    }
}

impl From<Option<f64>> for Value {
    fn from(x: Option<f64>) -> Value {
        x.map_or(Value::NoReal, Value::Real)
    }
}

/// Rows read: each a list of values in the order of the query's columns.
pub(crate) type Rows = Vec<Vec<Value>>;

/// Statements on a connection or inside a transaction.
pub(crate) trait Sql {
    /// Runs a statement; how many rows it changed.
    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError>;
    /// Runs a query; its rows.
    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Rows, StoreError>;
}

/// `sql` with its `?` placeholders numbered for PostgreSQL (`$1`, `$2`, …).
pub(crate) fn numbered(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len() + 8);
    let mut n = 0;
    for c in sql.chars() {
        if c == '?' {
            n += 1;
            let _ = write!(out, "${n}");
        } else {
            out.push(c);
        }
    }
    out
}

/// A SQLite connection (or transaction: both are a `Connection` underneath).
pub(crate) struct Sqlite<'a>(pub(crate) &'a rusqlite::Connection);

/// SQLite's view of a value to bind.
fn sqlite_value(value: &Value) -> rusqlite::types::Value {
    use rusqlite::types::Value as V;
    match value {
        Value::Int(n) => V::Integer(*n),
        Value::Real(x) => V::Real(*x),
        Value::Text(text) => V::Text(text.clone()),
        Value::NoInt | Value::NoReal | Value::NoText => V::Null,
    }
}

impl Sql for Sqlite<'_> {
    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let values: Vec<rusqlite::types::Value> = params.iter().map(sqlite_value).collect();
        let changed = self
            .0
            .prepare_cached(sql)
            .and_then(|mut statement| statement.execute(rusqlite::params_from_iter(values)))
            .map_err(|e| StoreError { action: "write to the database", message: e.to_string() })?;
        Ok(changed as u64)
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Rows, StoreError> {
        use rusqlite::types::ValueRef;
        let values: Vec<rusqlite::types::Value> = params.iter().map(sqlite_value).collect();
        let read = |e: rusqlite::Error| StoreError { action: "read the database", message: e.to_string() };
        let mut statement = self.0.prepare_cached(sql).map_err(read)?;
        let columns = statement.column_count();
        let rows = statement
            .query_map(rusqlite::params_from_iter(values), |row| {
                (0..columns)
                    .map(|i| {
                        Ok(match row.get_ref(i)? {
                            ValueRef::Integer(n) => Value::Int(n),
                            ValueRef::Real(x) => Value::Real(x),
                            ValueRef::Text(bytes) | ValueRef::Blob(bytes) => {
                                Value::Text(String::from_utf8_lossy(bytes).into_owned())
                            }
                            ValueRef::Null => Value::NoText,
                        })
                    })
                    .collect::<rusqlite::Result<Vec<Value>>>()
            })
            .map_err(read)?
            .collect::<rusqlite::Result<Rows>>()
            .map_err(read)?;
        Ok(rows)
    }
}

/// A PostgreSQL client or transaction.
pub(crate) struct Postgres<'a, C: postgres::GenericClient>(pub(crate) &'a mut C);

/// PostgreSQL's view of the values to bind.
fn postgres_values(params: &[Value]) -> Vec<Box<dyn postgres::types::ToSql + Sync>> {
    params
        .iter()
        .map(|value| -> Box<dyn postgres::types::ToSql + Sync> {
            match value {
                Value::Int(n) => Box::new(*n),
                Value::Real(x) => Box::new(*x),
                Value::Text(text) => Box::new(text.clone()),
                Value::NoInt => Box::new(None::<i64>),
                Value::NoReal => Box::new(None::<f64>),
                Value::NoText => Box::new(None::<String>),
            }
        })
        .collect()
}

impl<C: postgres::GenericClient> Sql for Postgres<'_, C> {
    fn execute(&mut self, sql: &str, params: &[Value]) -> Result<u64, StoreError> {
        let values = postgres_values(params);
        let refs: Vec<&(dyn postgres::types::ToSql + Sync)> = values.iter().map(|v| v.as_ref()).collect();
        self.0
            .execute(numbered(sql).as_str(), &refs)
            .map_err(|e| StoreError { action: "write to the database", message: postgres_message(&e) })
    }

    fn query(&mut self, sql: &str, params: &[Value]) -> Result<Rows, StoreError> {
        use postgres::types::Type;
        let values = postgres_values(params);
        let refs: Vec<&(dyn postgres::types::ToSql + Sync)> = values.iter().map(|v| v.as_ref()).collect();
        let read =
            |e: postgres::Error| StoreError { action: "read the database", message: postgres_message(&e) };
        let rows = self.0.query(numbered(sql).as_str(), &refs).map_err(read)?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let mut values = Vec::with_capacity(row.len());
            for (i, column) in row.columns().iter().enumerate() {
                let value = match *column.type_() {
                    Type::INT8 => {
                        row.try_get::<_, Option<i64>>(i).map(|v| v.map_or(Value::NoInt, Value::Int))
                    }
                    Type::INT4 => row
                        .try_get::<_, Option<i32>>(i)
                        .map(|v| v.map_or(Value::NoInt, |n| Value::Int(n.into()))),
                    Type::INT2 => row
                        .try_get::<_, Option<i16>>(i)
                        .map(|v| v.map_or(Value::NoInt, |n| Value::Int(n.into()))),
                    Type::FLOAT8 => {
                        row.try_get::<_, Option<f64>>(i).map(|v| v.map_or(Value::NoReal, Value::Real))
                    }
                    Type::FLOAT4 => row
                        .try_get::<_, Option<f32>>(i)
                        .map(|v| v.map_or(Value::NoReal, |x| Value::Real(x.into()))),
                    Type::BOOL => row
                        .try_get::<_, Option<bool>>(i)
                        .map(|v| v.map_or(Value::NoInt, |b| Value::Int(i64::from(b)))),
                    _ => row.try_get::<_, Option<String>>(i).map(|v| v.map_or(Value::NoText, Value::Text)),
                }
                .map_err(read)?;
                values.push(value);
            }
            out.push(values);
        }
        Ok(out)
    }
}

/// PostgreSQL's own message (the server's, when it sent one).
pub(crate) fn postgres_message(error: &postgres::Error) -> String {
    match error.as_db_error() {
        Some(db) => db.message().to_string(),
        None => error.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_numbered_for_postgres() {
        assert_eq!(
            numbered("SELECT a FROM t WHERE b = ? AND c = ?"),
            "SELECT a FROM t WHERE b = $1 AND c = $2"
        );
    }
}
