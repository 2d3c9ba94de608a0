// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { acceptsFile, describeAccept, FileUpload, type UploadProgress } from './file-upload.tsx'

afterEach(cleanup)

/** An upload the test drives by hand: report progress, then finish or fail. */
function manualUpload() {
  const calls: {
    file: File
    progress: UploadProgress
    signal: AbortSignal
    resolve: (key: string) => void
    reject: (error: unknown) => void
  }[] = []
  const upload = vi.fn(
    (file: File, progress: UploadProgress, signal: AbortSignal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ file, progress, signal, resolve, reject })
      }),
  )
  return { upload, calls }
}

const pdf = (name = 'contrato.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' })

function fileInput(container: HTMLElement) {
  const input = container.querySelector<HTMLInputElement>('input[type=file]')
  if (!input) throw new Error('no file input')
  return input
}

describe('FileUpload', () => {
  it('shows the progress that upload reports, then the finished file as the value', async () => {
    const user = userEvent.setup()
    const { upload, calls } = manualUpload()
    const onChange = vi.fn()
    const { container } = render(<FileUpload upload={upload} onChange={onChange} />)

    await user.upload(fileInput(container), pdf())
    expect(upload).toHaveBeenCalledTimes(1)
    const row = screen.getByRole('listitem')
    expect(within(row).getByText('contrato.pdf')).toBeInTheDocument()
    expect(within(row).getByText('2 KB')).toBeInTheDocument()

    act(() => calls[0]?.progress(0.42))
    const bar = screen.getByRole('progressbar', { name: 'Progreso de contrato.pdf' })
    expect(bar).toHaveAttribute('aria-valuenow', '42')
    expect(within(row).getByText('Subiendo… 42 %')).toBeInTheDocument()
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true')

    await act(async () => calls[0]?.resolve('docs/contrato.pdf'))
    expect(bar).toHaveAttribute('aria-valuenow', '100')
    expect(within(row).getByText('Subido')).toBeInTheDocument()
    expect(onChange).toHaveBeenLastCalledWith(['docs/contrato.pdf'])
  })

  it('rejects files of the wrong type or too big, each with its own error, without uploading', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { upload } = manualUpload()
    const { container } = render(
      <FileUpload upload={upload} accept=".pdf,image/*" maxSize={1024 * 1024} />,
    )
    expect(
      screen.getByText('Se aceptan: PDF, imágenes. Máximo 1 MB por archivo.'),
    ).toBeInTheDocument()

    await user.upload(fileInput(container), [
      new File(['x'], 'planilla.xlsx', { type: 'application/vnd.ms-excel' }),
      pdf('plano.pdf', 2 * 1024 * 1024),
    ])
    expect(upload).not.toHaveBeenCalled()
    const [excel, big] = screen.getAllByRole('listitem')
    expect(excel).toHaveTextContent('Tipo de archivo no permitido (se aceptan: PDF, imágenes).')
    expect(big).toHaveTextContent('Pesa más de 1 MB.')
  })

  it('shows a failed upload with its error and uploads it again on retry', async () => {
    const user = userEvent.setup()
    const { upload, calls } = manualUpload()
    const onChange = vi.fn()
    const { container } = render(<FileUpload upload={upload} onChange={onChange} />)
    await user.upload(fileInput(container), pdf())
    await act(async () => calls[0]?.reject(new Error('network')))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo subir el archivo. Intenta de nuevo.',
    )
    expect(onChange).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Reintentar contrato.pdf' }))
    expect(upload).toHaveBeenCalledTimes(2)
    await act(async () => calls[1]?.resolve('docs/contrato.pdf'))
    expect(onChange).toHaveBeenLastCalledWith(['docs/contrato.pdf'])
  })

  it('limits how many files it holds, takes dropped files, and removes them', async () => {
    const user = userEvent.setup()
    const { upload, calls } = manualUpload()
    const onChange = vi.fn()
    render(<FileUpload upload={upload} maxFiles={1} onChange={onChange} />)
    const dropZone = screen.getByText('o arrástralos aquí').parentElement as HTMLElement
    fireEvent.drop(dropZone, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } })
    expect(upload).toHaveBeenCalledTimes(1)
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(
      'Puedes subir como máximo 1 archivo.',
    )

    await act(async () => calls[0]?.resolve('a'))
    expect(onChange).toHaveBeenLastCalledWith(['a'])
    await user.click(screen.getByRole('button', { name: 'Quitar a.pdf' }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('aborts an upload that is removed before it finishes', async () => {
    const user = userEvent.setup()
    const { upload, calls } = manualUpload()
    const { container } = render(<FileUpload upload={upload} />)
    await user.upload(fileInput(container), pdf())
    await user.click(screen.getByRole('button', { name: 'Quitar contrato.pdf' }))
    expect(calls[0]?.signal.aborted).toBe(true)
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })
})

describe('accept rules', () => {
  it('match by extension, by type and by type family', () => {
    const file = (name: string, type: string) => ({ name, type })
    expect(acceptsFile(file('a.PDF', ''), '.pdf')).toBe(true)
    expect(acceptsFile(file('a.png', 'image/png'), 'image/*')).toBe(true)
    expect(acceptsFile(file('a.zip', 'application/zip'), 'application/zip, .pdf')).toBe(true)
    expect(acceptsFile(file('a.exe', 'application/x-msdownload'), '.pdf,image/*')).toBe(false)
    expect(acceptsFile(file('a.exe', ''), undefined)).toBe(true)
    expect(describeAccept('.pdf, image/*, application/zip')).toBe('PDF, imágenes, ZIP')
  })
})
