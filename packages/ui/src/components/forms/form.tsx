// Forms on react-hook-form, validated by a zod schema (the same schemas the API validates with,
// from @cordillera/contracts) with Spanish messages. Usage:
//   const form = useZodForm(obraSchema, { defaultValues })
//   <Form form={form} onSubmit={save}>
//     <FormField name="rut" label="RUT">{(field) => <RutInput {...field} />}</FormField>
//   </Form>
import { zodResolver } from '@hookform/resolvers/zod'
import type { ComponentProps } from 'react'
import {
  type FieldValues,
  FormProvider,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import { installSpanishZodErrors } from './zod-es.ts'

export { installSpanishZodErrors, spanishMessage } from './zod-es.ts'

/** A zod schema whose input is a form's values. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>

export type ZodFormOptions<TSchema extends FormSchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  'resolver'
>

/**
 * useForm with the schema as resolver. Errors show once a field has been left (`onTouched`) and
 * then follow every keystroke, so nobody is told off while still typing their first RUT.
 */
export function useZodForm<TSchema extends FormSchema>(
  schema: TSchema,
  options: ZodFormOptions<TSchema> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  // Before the form's first validation: the messages are zod's global configuration. Here and not
  // on import, so a screen that only shows data does not load the forms' library.
  installSpanishZodErrors()
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  })
}

export type FormProps<TValues extends FieldValues, TOutput> = Omit<
  ComponentProps<'form'>,
  'onSubmit'
> & {
  form: UseFormReturn<TValues, unknown, TOutput>
  /** Called with the schema's output (normalised RUT, numbers) when every field is valid. */
  onSubmit: SubmitHandler<TOutput>
}

/**
 * The <form> element with the form's context for the fields inside. The browser's own validation
 * bubbles are off (noValidate): the schema's Spanish messages are shown under each field instead.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  ...props
}: FormProps<TValues, TOutput>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} {...props}>
        {children}
      </form>
    </FormProvider>
  )
}
