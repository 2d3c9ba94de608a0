// Calendar days by number: every year the old Date.UTC arithmetic got wrong (0001, 0099 read as
// 1901, 1999), the century rules of leap years, days that do not exist, and the counts and sums
// every report and badge is built on, checked against known dates.
import { describe, expect, it } from 'vitest'
import {
  diaDeLaSemana,
  diasDelMes,
  diasEntre,
  esBisiesto,
  esFecha,
  fechaAcotada,
  fechaDeNumero,
  numeroDeDia,
  sumarDias,
  ultimoDiaDelMes,
} from './calendario.ts'

describe('calendario', () => {
  it('reads a real calendar day, any four-digit year, and nothing else', () => {
    for (const fecha of ['0001-01-01', '0099-12-31', '1900-02-28', '1950-01-01', '2100-12-31']) {
      expect(esFecha(fecha), fecha).toBe(true)
    }
    expect(esFecha('9999-12-31')).toBe(true)
    expect(esFecha('2024-02-29')).toBe(true)
    expect(esFecha('2000-02-29')).toBe(true)
    for (const fecha of [
      '2026-02-29', // not a leap year
      '1900-02-29', // a century, not divisible by 400
      '2100-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '01-03-2026',
      '2026-3-1',
      '20260301',
      '',
    ]) {
      expect(esFecha(fecha), fecha).toBe(false)
    }
    expect(esFecha(20_260_301)).toBe(false)
  })

  it('knows the leap years and the months’ lengths', () => {
    expect([1900, 1950, 2000, 2024, 2026, 2100, 2400].map(esBisiesto)).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
      true,
    ])
    expect(diasDelMes(2024, 2)).toBe(29)
    expect(diasDelMes(1900, 2)).toBe(28)
    expect(diasDelMes(2026, 4)).toBe(30)
    expect(diasDelMes(2026, 12)).toBe(31)
  })

  it('numbers days from 1970-01-01, in any year, and back', () => {
    expect(numeroDeDia('1970-01-01')).toBe(0)
    expect(numeroDeDia('1970-01-02')).toBe(1)
    expect(numeroDeDia('1969-12-31')).toBe(-1)
    expect(numeroDeDia('2000-03-01')).toBe(11_017)
    // The same numbers as the platform's Date on four-digit years it reads right.
    for (const fecha of ['1950-01-01', '2024-02-29', '2100-12-31', '1900-03-01']) {
      expect(numeroDeDia(fecha), fecha).toBe(Date.parse(`${fecha}T00:00:00Z`) / 86_400_000)
    }
    // Year 1 is year 1, not 1901 (Date.UTC(1, 0, 1) is 1901-01-01).
    expect(numeroDeDia('0001-01-01')).toBe(-719_162)
    expect(numeroDeDia('0001-01-01')).not.toBe(Date.UTC(1, 0, 1) / 86_400_000)
    expect(numeroDeDia('9999-12-31')).toBe(2_932_896)
    for (const fecha of ['0000-01-01', '0001-01-01', '0099-12-31', '0400-02-29', '1582-10-04']) {
      expect(fechaDeNumero(numeroDeDia(fecha)), fecha).toBe(fecha)
    }
    expect(fechaDeNumero(numeroDeDia('9999-12-31'))).toBe('9999-12-31')
    expect(() => fechaDeNumero(numeroDeDia('9999-12-31') + 1)).toThrow(RangeError)
    expect(() => numeroDeDia('2026-02-30')).toThrow(RangeError)
  })

  it('round-trips every day of four centuries, each one after the one before', () => {
    const wrong: string[] = []
    let previa = fechaDeNumero(numeroDeDia('1900-01-01') - 1)
    for (let numero = numeroDeDia('1900-01-01'); numero <= numeroDeDia('2300-12-31'); numero += 1) {
      const fecha = fechaDeNumero(numero)
      if (fecha <= previa || !esFecha(fecha) || numeroDeDia(fecha) !== numero) wrong.push(fecha)
      previa = fecha
    }
    expect(wrong).toEqual([])
    expect(previa).toBe('2300-12-31')
  })

  it('agrees with Date on every day of 1950–2100, where Date reads years right', () => {
    const wrong: string[] = []
    for (let numero = numeroDeDia('1950-01-01'); numero <= numeroDeDia('2100-12-31'); numero += 1) {
      const fecha = fechaDeNumero(numero)
      const date = new Date(numero * 86_400_000)
      if (date.toISOString().slice(0, 10) !== fecha || date.getUTCDay() !== diaDeLaSemana(fecha)) {
        wrong.push(fecha)
      }
    }
    expect(wrong).toEqual([])
  })

  it('adds days across months, leap days and centuries, in years Date.UTC got wrong', () => {
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29')
    expect(sumarDias('2026-02-28', 1)).toBe('2026-03-01')
    expect(sumarDias('1900-02-28', 1)).toBe('1900-03-01')
    expect(sumarDias('2000-02-28', 1)).toBe('2000-02-29')
    expect(sumarDias('2026-12-15', 30)).toBe('2027-01-14')
    expect(sumarDias('2026-03-01', -1)).toBe('2026-02-28')
    expect(sumarDias('0001-01-01', 30)).toBe('0001-01-31')
    expect(sumarDias('0099-12-31', 1)).toBe('0100-01-01')
    expect(sumarDias('9999-12-30', 1)).toBe('9999-12-31')
    expect(sumarDias('1950-01-01', -1)).toBe('1949-12-31')
    expect(sumarDias('2100-12-31', 1)).toBe('2101-01-01')
    expect(() => sumarDias('2026-02-30', 1)).toThrow(RangeError)
    expect(() => sumarDias('hoy', 1)).toThrow(RangeError)
  })

  it('counts the days between two dates, and reads only the day of a longer ISO text', () => {
    expect(diasEntre('2026-05-14', '2026-05-14')).toBe(0)
    expect(diasEntre('2026-05-14', '2026-05-15')).toBe(1)
    expect(diasEntre('2026-02-27', '2026-03-01')).toBe(2)
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2)
    expect(diasEntre('2025-12-31', '2026-01-01')).toBe(1)
    // Santiago's clocks change in April and September: a date is a date.
    expect(diasEntre('2026-04-01', '2026-04-30')).toBe(29)
    expect(diasEntre('2026-09-01', '2026-09-30')).toBe(29)
    expect(diasEntre('2026-05-15', '2026-05-14')).toBe(-1)
    expect(diasEntre('2026-05-14T23:59:00.000Z', '2026-05-16')).toBe(2)
    // ~1,900 years, not the 31 days Date.UTC made of it.
    expect(diasEntre('0001-01-01', '1901-01-31')).toBe(693_990)
    expect(diasEntre('1950-01-01', '2100-12-31')).toBe(55_151)
  })

  it('gives a month’s last day and a day’s weekday', () => {
    expect(ultimoDiaDelMes('2024-02-10')).toBe('2024-02-29')
    expect(ultimoDiaDelMes('2026-02-10')).toBe('2026-02-28')
    expect(ultimoDiaDelMes('1900-02-01')).toBe('1900-02-28')
    expect(ultimoDiaDelMes('0001-01-01')).toBe('0001-01-31')
    expect(ultimoDiaDelMes('2026-11-25')).toBe('2026-11-30')
    expect(diaDeLaSemana('1970-01-01')).toBe(4)
    expect(diaDeLaSemana('2026-11-28')).toBe(6)
    expect(diaDeLaSemana('2023-01-02')).toBe(1)
    expect(diaDeLaSemana('1950-01-01')).toBe(0)
    expect(diaDeLaSemana('0001-01-01')).toBe(1)
  })

  it('brings a default within 1950–2100', () => {
    expect(fechaAcotada('2101-01-20')).toBe('2100-12-31')
    expect(fechaAcotada('1949-03-02')).toBe('1950-01-01')
    expect(fechaAcotada('2026-11-28')).toBe('2026-11-28')
  })
})
